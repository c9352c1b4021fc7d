import { localizeTerm } from '@/lib/catalog/terms';
import type { ModelDef } from './catalog-data';

/** Search synonyms per category (German and English), so 'Notebook' finds laptops and 'Handy' phones. */
export function categoryKeywords(m: ModelDef): { de: string; en: string } {
  switch (m.category) {
    case 'laptops':
      return {
        de: 'Laptop Notebook Klapprechner tragbarer Computer Business-Notebook' + (m.family === 'convertible' ? ' Convertible 2-in-1 Touchscreen' : ''),
        en: 'laptop notebook portable computer business notebook' + (m.family === 'convertible' ? ' convertible 2-in-1 touchscreen' : ''),
      };
    case 'phones':
      return { de: 'Handy Smartphone Mobiltelefon Telefon', en: 'phone smartphone mobile phone cell phone' };
    case 'tablets':
      return { de: 'Tablet Tablet-PC Pad', en: 'tablet pad slate' };
    case 'monitors':
      return { de: 'Monitor Bildschirm Display Flachbildschirm', en: 'monitor screen display' };
    case 'pc-systems':
      return {
        de: 'PC Computer Desktop Rechner Arbeitsplatzrechner' + (m.family === 'all-in-one' ? ' All-in-One' : m.family.includes('mini') ? ' Mini-PC' : ' Tower Workstation'),
        en: 'pc computer desktop workstation' + (m.family === 'all-in-one' ? ' all-in-one' : m.family.includes('mini') ? ' mini pc' : ' tower'),
      };
    default:
      switch (m.family) {
        case 'keyboard':
          return { de: 'Tastatur Keyboard Eingabegerät', en: 'keyboard input device' };
        case 'mouse':
          return { de: 'Maus Computermaus kabellose Maus', en: 'mouse wireless mouse' };
        case 'dock':
          return { de: 'Dockingstation Docking-Station Port-Replikator USB-C-Dock', en: 'docking station dock port replicator usb-c dock' };
        default:
          return { de: 'Headset Kopfhörer Mikrofon', en: 'headset headphones microphone' };
      }
  }
}

const inch = (n: number, locale: 'de' | 'en') => (locale === 'de' ? String(n).replace('.', ',') : String(n));

const PROMISE_DE =
  'Jedes Gerät durchläuft bei uns einen Test in über 40 Punkten: Gehäuse, Anschlüsse, Display, Akku und alle Funktionen werden geprüft, Datenträger werden nach NIST 800-88 zertifiziert gelöscht. Der Grad (A, B oder C) beschreibt ausschließlich optische Gebrauchsspuren – technisch ist jedes Gerät einwandfrei. Dazu erhalten Sie 12 Monate Garantie und 30 Tage Rückgaberecht.';
const PROMISE_EN =
  'Every device goes through our 40-point test: housing, ports, display, battery and every function are checked, and storage is wiped to NIST 800-88 with a certificate. The grade (A, B or C) describes cosmetic wear only; technically every device is flawless. You also get a 12-month warranty and 30 days to return it.';

/** German and English product descriptions built from the model's data and its highlight sentence. */
export function describe(m: ModelDef, title: string): { de: string; en: string } {
  let de = '';
  let en = '';
  switch (m.category) {
    case 'laptops':
      de = `Das ${title} arbeitet mit ${m.cpu}${m.gpu ? ` und ${m.gpu}` : ''}, das ${inch(m.screen ?? 0, 'de')}-Zoll-Display löst mit ${m.res} auf. Installiert ist ${m.os}; beim Start richten Sie Ihr eigenes Konto ein. Der Akku hat bei uns mindestens 80 % seiner ursprünglichen Kapazität – sonst tauschen wir ihn.`;
      en = `The ${title} runs on ${m.cpu}${m.gpu ? ` with ${m.gpu}` : ''}, and its ${inch(m.screen ?? 0, 'en')}-inch display has a resolution of ${m.res}. It comes with ${m.os} freshly installed; you set up your own account on first start. Its battery keeps at least 80% of its original capacity, or we replace it.`;
      break;
    case 'phones':
      de = `Das ${title} hat ein ${inch(m.screen ?? 0, 'de')}-Zoll-Display (${m.panel}) und den ${m.cpu}. Es ist ohne SIM-Lock, auf Werkseinstellungen zurückgesetzt und mit der aktuellen ${m.os}-Version bespielt. Die Akkukapazität liegt bei mindestens 85 %; ein USB-C- bzw. Lightning-Ladekabel liegt bei.`;
      en = `The ${title} has a ${inch(m.screen ?? 0, 'en')}-inch display (${localizeTerm(m.panel ?? '', 'en')}) and the ${m.cpu}. It is SIM-free, reset to factory settings and runs the current ${m.os} version. Battery health is at least 85%, and a charging cable is included.`;
      break;
    case 'tablets':
      de = `Das ${title} bietet ein ${inch(m.screen ?? 0, 'de')}-Zoll-Display mit ${m.res} und den ${m.cpu}. Es ist zurückgesetzt, frei von Konten und Geräteverwaltung und bereit für Ihre Apps. Ladekabel inklusive.`;
      en = `The ${title} offers a ${inch(m.screen ?? 0, 'en')}-inch display at ${m.res} and the ${m.cpu}. It is reset, free of accounts and device management, and ready for your apps. Charging cable included.`;
      break;
    case 'monitors':
      de = `Der ${title} zeigt ${m.res} auf ${inch(m.screen ?? 0, 'de')} Zoll (${m.panel}). Wir prüfen jedes Panel auf Pixelfehler, Ausleuchtung und Farbstiche; Standfuß, Netz- und Signalkabel sind dabei.`;
      en = `The ${title} shows ${m.res} on ${inch(m.screen ?? 0, 'en')} inches (${localizeTerm(m.panel ?? '', 'en')}). We check every panel for dead pixels, backlight bleed and colour casts; stand, power and signal cables are included.`;
      break;
    case 'pc-systems':
      de = `Der ${title} ist mit ${m.cpu}${m.gpu ? ` und ${m.gpu}` : ''} ausgestattet und kommt mit frisch installiertem ${m.os}. Lüfter und Kühlkörper werden gereinigt, die Wärmeleitpaste erneuert. Netzkabel liegt bei; Tastatur und Maus finden Sie im Zubehör.`;
      en = `The ${title} is equipped with ${m.cpu}${m.gpu ? ` and ${m.gpu}` : ''} and comes with ${m.os} freshly installed. Fans and heatsinks are cleaned and the thermal paste is renewed. Power cable included; keyboard and mouse are in our accessories.`;
      break;
    default:
      de = `Das Zubehör ${title} wird gereinigt, auf alle Funktionen geprüft und in neutraler Verpackung geliefert. Anschlüsse: ${(m.ports ?? []).join(', ')}.`;
      en = `The ${title} is cleaned, tested for every function and shipped in neutral packaging. Connections: ${(m.ports ?? []).map((x) => localizeTerm(x, 'en')).join(', ')}.`;
  }
  return { de: `${m.de}\n\n${de}\n\n${PROMISE_DE}`, en: `${m.en}\n\n${en}\n\n${PROMISE_EN}` };
}
