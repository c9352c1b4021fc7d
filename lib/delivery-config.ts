import { siteConfig } from './site-config';

// The shop's delivery settings and the stated delivery time: apart from lib/delivery.ts, which
// reckons with public holidays, so pages that only state the time do not load the holiday calendar.

export type DeliveryConfig = {
  timeZone: string;
  dispatchRegion: 'BE' | 'BUND';
  cutoff: string;
  transitDays: { min: number; max: number };
  transferDays: { min: number; max: number };
};

/** The delivery settings of the shop. */
export function deliveryConfig(): DeliveryConfig {
  return siteConfig.delivery as DeliveryConfig;
}

/**
 * The delivery time in working days as the shop states it everywhere: transit at the least, a
 * day's wait for the next dispatch plus transit at the most (after payment for prepayment).
 */
export function deliveryDays(cfg: DeliveryConfig = deliveryConfig()): { min: number; max: number } {
  return { min: cfg.transitDays.min, max: cfg.transitDays.max + 1 };
}
