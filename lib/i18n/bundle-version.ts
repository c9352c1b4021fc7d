import { createHash } from 'node:crypto';
import type { ResourceBundle } from './translator';

/** Versions per bundle object: in production the translations are loaded once, so each is hashed once. */
const versions = new WeakMap<ResourceBundle, string>();

/** A short name for a namespace's content (hex of its SHA-256): it changes whenever a text does. */
export function bundleVersion(bundle: ResourceBundle): string {
  let version = versions.get(bundle);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(bundle)).digest('hex').slice(0, 12);
    versions.set(bundle, version);
  }
  return version;
}
