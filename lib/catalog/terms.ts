import type { Locale } from '../site-config';

/** German words that appear in stored colours and spec values, with their English display form. */
const EN_TERMS: [RegExp, string][] = [
  [/Kopfhörer\/Mikrofon/g, 'headphone/mic'],
  [/Kopfhörer/g, 'headphones'],
  [/SD-Kartenleser|SDXC-Kartenleser/g, 'SD card reader'],
  [/SmartCard-Leser/g, 'smart-card reader'],
  [/integrierter/g, 'built-in'],
  [/kabelgebunden/g, 'wired'],
  [/\(Laden\)/g, '(charging)'],
  [/Qi-Laden/g, 'Qi charging'],
  [/USB-Empfänger/g, 'USB receiver'],
  [/entspiegelt/g, 'anti-glare'],
  [/flimmerfrei/g, 'flicker-free'],
  [/Stift-Eingabe/g, 'pen input'],
  [/Docking-Anschluss/g, 'docking connector'],
  [/optional/g, 'optional'],
  [/integriert/g, 'integrated'],
  [/Dual mit Sensorverschiebung/g, 'dual with sensor-shift'],
  [/mit Teleobjektiv/g, 'with telephoto'],
  [/mit 3-fach-Hybridzoom/g, 'with 3× hybrid zoom'],
  [/mit OIS/g, 'with OIS'],
  [/mit Photonic Engine/g, 'with Photonic Engine'],
  [/Weitwinkel, Ultraweitwinkel/g, 'wide, ultra-wide'],
  [/Space Grau/g, 'Space Grey'],
  [/Mattschwarz/g, 'Matte Black'],
  [/Mitternacht/g, 'Midnight'],
  [/Polarstern/g, 'Starlight'],
  [/Himmelblau/g, 'Sky Blue'],
  [/Sierrablau/g, 'Sierra Blue'],
  [/Schwarz/g, 'Black'],
  [/Weiß/g, 'White'],
  [/Silber/g, 'Silver'],
  [/Graphit/g, 'Graphite'],
  [/Grau/g, 'Grey'],
  [/Blau/g, 'Blue'],
  [/Grün/g, 'Green'],
  [/Violett/g, 'Purple'],
  [/Rosa/g, 'Pink'],
  [/Platin/g, 'Platinum'],
  [/Salbei/g, 'Sage'],
  [/(\d),(\d)/g, '$1.$2'],
];

/** A stored (German) colour or spec value in the shopper's language. */
export function localizeTerm(value: string, locale: Locale): string {
  if (locale === 'de') return value;
  let out = value;
  for (const [re, en] of EN_TERMS) out = out.replace(re, en);
  return out;
}
