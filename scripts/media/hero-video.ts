/**
 * Renders the home page's short film of the refurbishment steps (intake, data erasure, 40-point
 * test, grading, packing) and its captions:
 *   public/videos/zweitwerk-refurbishing.mp4      H.264, 960×540, 15 fps, no audio
 *   public/videos/zweitwerk-refurbishing.{de,en}.vtt  WebVTT captions, one cue per step
 *   public/images/home/hero-poster.jpg             the still shown before the film plays
 * Each frame is an SVG drawn by frameSvg(t), rasterised by Debian's Chromium and encoded by
 * Debian's ffmpeg (apt-get install -y ffmpeg). Run: npm run media:hero-video
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const W = 960;
const H = 540;
const FPS = 15;
const INTRO = 2.5;
const STEP = 5;
const OUTRO = 3;
const STEPS = 5;
const DURATION = INTRO + STEPS * STEP + OUTRO;

/** Caption text per scene, in the order of the film. */
const CAPTIONS: Record<'de' | 'en', string[]> = {
  de: [
    'So bereitet Zweitwerk gebrauchte Geräte auf – in fünf Schritten.',
    '1. Eingang: Jedes Gerät wird mit seiner Seriennummer erfasst.',
    '2. Datenlöschung nach NIST SP 800-88 – verifiziert und dokumentiert.',
    '3. Test in mehr als 40 Punkten: Display, Tastatur, Akku, Anschlüsse, Funk.',
    '4. Einstufung: Zustand A, B oder C beschreibt die Optik, nicht die Technik.',
    '5. Reinigen, verpacken, versenden – mit 12 Monaten Garantie.',
    'Zweitwerk: geprüfte IT-Hardware für ein zweites Arbeitsleben.',
  ],
  en: [
    'How Zweitwerk refurbishes used devices – in five steps.',
    '1. Intake: every device is registered with its serial number.',
    '2. Data erasure to NIST SP 800-88 – verified and documented.',
    '3. Tested in more than 40 points: display, keyboard, battery, ports, wireless.',
    '4. Grading: condition A, B or C describes the looks, not the technology.',
    '5. Cleaned, packed and shipped – with a 12-month guarantee.',
    'Zweitwerk: tested IT hardware for a second working life.',
  ],
};

const C = { bg: '#f5f7f6', ink: '#16211c', muted: '#4d5a54', brand: '#0b6e4f', soft: '#e3f2ec', accent: '#f2b705', lid: '#2f363c', line: '#d5ddd9' };

const clamp = (x: number, a = 0, b = 1) => Math.min(b, Math.max(a, x));
const ease = (x: number) => {
  const c = clamp(x);
  return c < 0.5 ? 2 * c * c : 1 - (-2 * c + 2) ** 2 / 2;
};
const lerp = (a: number, b: number, x: number) => a + (b - a) * x;

function icon(kind: number, x: number, y: number, active: boolean, done: boolean): string {
  const fill = active ? C.brand : done ? C.soft : '#ffffff';
  const stroke = active ? '#ffffff' : C.brand;
  const glyphs = [
    // intake: box with arrow
    `<path d="M-14 -4 h28 v18 h-28z M-14 -4 l6 -8 h16 l6 8" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/><path d="M0 -2 v10 M-5 3 l5 5 l5 -5" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`,
    // erasure: shield with check
    `<path d="M0 -16 l14 6 v8 c0 10 -6 16 -14 20 c-8 -4 -14 -10 -14 -20 v-8z" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/><path d="M-6 1 l4 4 l8 -9" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`,
    // test: checklist
    `<rect x="-12" y="-15" width="24" height="30" rx="3" fill="none" stroke="${stroke}" stroke-width="3"/><path d="M-6 -6 h12 M-6 1 h12 M-6 8 h8" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`,
    // grading: magnifier
    `<circle cx="-3" cy="-3" r="10" fill="none" stroke="${stroke}" stroke-width="3"/><path d="M4 4 l9 9" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`,
    // packing: parcel
    `<path d="M-15 -8 l15 -8 l15 8 v16 l-15 8 l-15 -8z M-15 -8 l15 8 l15 -8 M0 0 v16" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`,
  ];
  return `<g transform="translate(${x} ${y})"><circle r="30" fill="${fill}" stroke="${C.brand}" stroke-width="3"/>${glyphs[kind]}</g>`;
}

function laptop(x: number, y: number, scale: number, open: number, screen: string): string {
  // open: 1 = lid up (screen visible), 0 = closed
  const lidH = 150 * open;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    ${open > 0.02 ? `<rect x="-120" y="${-lidH}" width="240" height="${lidH}" rx="10" fill="${C.lid}"/><g transform="translate(0 ${-lidH}) scale(1 ${open})"><rect x="-108" y="10" width="216" height="130" rx="4" fill="#0f1a15"/>${screen}</g>` : ''}
    <path d="M-140 0 h280 l-14 16 h-252z" fill="#59636b"/>
    <rect x="-140" y="-4" width="280" height="6" rx="3" fill="#7b858d"/>
  </g>`;
}

function sceneIntake(p: number): string {
  const x = lerp(-160, 480, ease(p / 0.45));
  const scan = clamp((p - 0.45) / 0.35);
  const label = clamp((p - 0.75) / 0.2);
  const rollers = Array.from({ length: 16 }, (_, i) => `<circle cx="${30 + i * 60}" cy="392" r="7" fill="${C.line}"/>`).join('');
  return `<rect x="0" y="378" width="${W}" height="8" fill="${C.line}"/>${rollers}
    <path d="M370 378 V190 H590 V378" fill="none" stroke="${C.muted}" stroke-width="10" stroke-linejoin="round"/>
    ${scan > 0 && scan < 1 ? `<rect x="380" y="${lerp(200, 360, scan)}" width="200" height="5" fill="${C.accent}" opacity="0.9"/>` : ''}
    ${laptop(x, 360, 1, 0, '')}
    <g opacity="${label}" transform="translate(620 220)"><rect width="200" height="70" rx="8" fill="#fff" stroke="${C.line}" stroke-width="2"/>
      ${Array.from({ length: 22 }, (_, i) => `<rect x="${14 + i * 8}" y="12" width="${i % 3 === 0 ? 4 : 2}" height="30" fill="${C.ink}"/>`).join('')}
      <rect x="14" y="50" width="120" height="8" rx="4" fill="${C.muted}"/></g>`;
}

function sceneErase(p: number): string {
  const open = ease(p / 0.2);
  const prog = clamp((p - 0.2) / 0.6);
  const done = p > 0.82;
  const screen = `<rect x="-80" y="62" width="160" height="14" rx="7" fill="#23352c"/><rect x="-80" y="62" width="${160 * prog}" height="14" rx="7" fill="${C.brand}"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${-80 + i * 28}" y="${34}" width="20" height="14" rx="2" fill="${i / 6 < prog ? '#23352c' : '#6b7a73'}"/>`).join('')}
    ${done ? `<circle cx="0" cy="104" r="16" fill="${C.brand}"/><path d="M-7 104 l5 5 l9 -10" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>` : ''}`;
  return laptop(480, 400, 1.15, open, screen);
}

function sceneTest(p: number): string {
  const n = Math.floor(clamp(p / 0.85) * 40);
  const dots = Array.from({ length: 40 }, (_, i) => {
    const cx = 560 + (i % 8) * 34;
    const cy = 190 + Math.floor(i / 8) * 34;
    return `<circle cx="${cx}" cy="${cy}" r="11" fill="${i < n ? C.brand : '#ffffff'}" stroke="${C.brand}" stroke-width="2"/>${i < n ? `<path d="M${cx - 5} ${cy} l3 3 l6 -6" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>` : ''}`;
  }).join('');
  const screen = `<rect x="-100" y="18" width="200" height="114" fill="url(#rainbow)"/>`;
  return `${laptop(300, 400, 1, 1, screen)}${dots}<text x="696" y="390" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="34" fill="${C.brand}">${n}/40</text>`;
}

function sceneGrade(p: number): string {
  const sweep = clamp(p / 0.55);
  const mx = lerp(330, 630, ease(sweep));
  const my = 270 + Math.sin(sweep * Math.PI * 2) * 40;
  const badges = ['A', 'B', 'C']
    .map((g, i) => {
      const show = clamp((p - 0.55 - i * 0.08) / 0.1);
      const pick = p > 0.85 && g === 'B';
      return `<g transform="translate(${390 + i * 90} 470)" opacity="${show}"><circle r="${pick ? 34 : 28}" fill="${pick ? C.brand : '#fff'}" stroke="${C.brand}" stroke-width="3"/><text y="11" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="30" fill="${pick ? '#fff' : C.brand}">${g}</text></g>`;
    })
    .join('');
  return `<rect x="300" y="150" width="360" height="240" rx="18" fill="${C.lid}"/>
    <path d="M380 210 q20 -6 40 2 M560 330 q18 4 34 -6 M470 300 q10 -3 22 1" stroke="#c9d1d8" stroke-width="1.6" fill="none" opacity="0.8"/>
    <g transform="translate(${mx} ${my})"><circle r="46" fill="#ffffff" fill-opacity="0.18" stroke="${C.accent}" stroke-width="6"/><path d="M33 33 l40 40" stroke="${C.accent}" stroke-width="10" stroke-linecap="round"/></g>
    ${badges}`;
}

function scenePack(p: number): string {
  const slide = ease(clamp(p / 0.45));
  const flap = ease(clamp((p - 0.45) / 0.25));
  const tape = clamp((p - 0.7) / 0.15);
  const label = clamp((p - 0.85) / 0.1);
  const ly = lerp(150, 330, slide);
  return `<rect x="330" y="300" width="300" height="170" fill="#c99a5b"/>
    ${slide < 1 ? laptop(480, ly, 0.85, 0, '') : ''}
    <rect x="330" y="300" width="300" height="170" fill="#c99a5b" opacity="${slide >= 1 ? 1 : 0}"/>
    <path d="M330 300 l${lerp(-90, 150, flap) > 0 ? 150 : -90} ${lerp(-70, 0, flap)} h0" stroke="#b3874e" stroke-width="0"/>
    <polygon points="330,300 480,300 ${lerp(420, 480, flap)},${lerp(220, 300, flap)} ${lerp(270, 330, flap)},${lerp(220, 300, flap)}" fill="#b3874e"/>
    <polygon points="630,300 480,300 ${lerp(540, 480, flap)},${lerp(220, 300, flap)} ${lerp(690, 630, flap)},${lerp(220, 300, flap)}" fill="#b3874e"/>
    <rect x="${480 - 150 * tape}" y="292" width="${300 * tape}" height="16" fill="#e8d9b5"/>
    <g opacity="${label}" transform="translate(520 370)"><rect width="90" height="60" rx="6" fill="#fff"/><path d="M45 14 c-14 6 -16 22 -6 32 c10 -4 18 -16 6 -32z" fill="${C.brand}"/></g>`;
}

function sceneOutro(p: number): string {
  const a = ease(clamp(p / 0.4));
  return `<g opacity="${a}" transform="translate(480 250)">
    <circle cx="-170" cy="0" r="46" fill="${C.brand}"/><path d="M-186 -14 h32 l-32 30 h32" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="-105" y="22" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="64" fill="${C.ink}">Zweitwerk</text>
    <path d="M-150 90 h300" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/></g>`;
}

/** The frame at time t (seconds). */
export function frameSvg(t: number): string {
  const step = t < INTRO ? -1 : t >= INTRO + STEPS * STEP ? STEPS : Math.floor((t - INTRO) / STEP);
  const p = step < 0 ? t / INTRO : step >= STEPS ? (t - INTRO - STEPS * STEP) / OUTRO : (t - INTRO - step * STEP) / STEP;
  const scenes = [sceneIntake, sceneErase, sceneTest, sceneGrade, scenePack];
  let body = '';
  if (step < 0) body = laptop(480, 380, 1.1, ease(p), `<rect x="-100" y="18" width="200" height="114" fill="url(#rainbow)" opacity="${p}"/>`);
  else if (step >= STEPS) body = sceneOutro(p);
  else body = scenes[step]!(p);
  // fade between scenes
  const local = step < 0 ? t : step >= STEPS ? t - INTRO - STEPS * STEP : t - INTRO - step * STEP;
  const fadeIn = clamp(local / 0.3);
  const icons = Array.from({ length: STEPS }, (_, i) => icon(i, 160 + i * 160, 70, i === step, i < step)).join('');
  const track = `<path d="M160 70 H800" stroke="${C.line}" stroke-width="6"/><path d="M160 70 H${160 + Math.max(0, Math.min(step, STEPS - 1)) * 160 + (step >= 0 && step < STEPS ? 160 * clamp(p) * (step < STEPS - 1 ? 1 : 0) : 0)}" stroke="${C.brand}" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="rainbow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="0.5" stop-color="#2a9d8f"/><stop offset="1" stop-color="#f2b705"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="${C.bg}"/>
    ${track}${icons}
    <g opacity="${fadeIn}">${body}</g>
  </svg>`;
}

function vttTime(s: number): string {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** WebVTT captions of one language: one cue per scene, timed with the film. */
export function captionsVtt(locale: 'de' | 'en'): string {
  const bounds = [0, INTRO, ...Array.from({ length: STEPS }, (_, i) => INTRO + (i + 1) * STEP), DURATION];
  const cues = CAPTIONS[locale].map((text, i) => `${i + 1}\n${vttTime(bounds[i]!)} --> ${vttTime(bounds[i + 1]!)}\n${text}\n`);
  return `WEBVTT\n\n${cues.join('\n')}`;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const videoDir = path.join(root, 'public', 'videos');
  const imageDir = path.join(root, 'public', 'images', 'home');
  fs.mkdirSync(videoDir, { recursive: true });
  fs.mkdirSync(imageDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-hero-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    const frames = Math.round(DURATION * FPS);
    for (let i = 0; i < frames; i++) {
      await page.setContent(`<html><body style="margin:0">${frameSvg(i / FPS)}</body></html>`);
      await page.screenshot({ path: path.join(tmp, `f${String(i).padStart(4, '0')}.png`) });
    }
    const out = path.join(videoDir, 'zweitwerk-refurbishing.mp4');
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png'), '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', out]);
    // poster: the grading scene, when the badges are shown
    const posterAt = Math.round((INTRO + 3 * STEP + STEP * 0.9) * FPS);
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', path.join(tmp, `f${String(posterAt).padStart(4, '0')}.png`), '-q:v', '5', path.join(imageDir, 'hero-poster.jpg')]);
    for (const locale of ['de', 'en'] as const) fs.writeFileSync(path.join(videoDir, `zweitwerk-refurbishing.${locale}.vtt`), captionsVtt(locale));
    console.log(`${frames} frames, ${DURATION} s → ${path.relative(root, out)} (${Math.round(fs.statSync(out).size / 1024)} KiB)`);
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
