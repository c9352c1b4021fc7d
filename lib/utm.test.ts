import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { captureUtm, extractUtm, readUtm } from './utm';

describe('UTM capture', () => {
  it('keeps only parameters starting with utm_', () => {
    expect(extractUtm({ utm_source: 'newsletter', utm_medium: ['email', 'x'], page: '2', utm: 'no', q: 'thinkpad' })).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
  });

  it('writes cookie utm-params for 30 days, SameSite Lax, path /', () => {
    const set = vi.fn();
    captureUtm({ utm_source: 'google', utm_campaign: 'b2b-q4' }, { set } as unknown as typeof Cookies);
    expect(set).toHaveBeenCalledWith('utm-params', JSON.stringify({ utm_source: 'google', utm_campaign: 'b2b-q4' }), { expires: 30, sameSite: 'Lax', path: '/' });
  });

  it('leaves an existing cookie alone when the visit has no UTM parameters', () => {
    const set = vi.fn();
    expect(captureUtm({ q: 'x' }, { set } as unknown as typeof Cookies)).toBeNull();
    expect(set).not.toHaveBeenCalled();
  });

  it('round-trips through the real cookie jar', () => {
    captureUtm({ utm_source: 'linkedin' });
    expect(document.cookie).toContain('utm-params=');
    expect(readUtm()).toEqual({ utm_source: 'linkedin' });
    Cookies.remove('utm-params', { path: '/' });
    expect(readUtm()).toEqual({});
  });

  it('caps absurd values', () => {
    const long = 'x'.repeat(1000);
    expect(extractUtm({ utm_content: long }).utm_content).toHaveLength(256);
  });
});

describe('UTM before consent (§ 25 TDDDG)', () => {
  it('keeps parameters seen before consent in memory only and writes them once consent is given', async () => {
    const { noteUtm, flushPendingUtm, pendingUtm } = await import('./utm');
    const set = vi.fn();
    expect(noteUtm({ utm_source: 'newsletter', utm_campaign: 'spring' }, false, { set } as unknown as typeof Cookies)).toBeNull();
    expect(set).not.toHaveBeenCalled();
    expect(pendingUtm()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(flushPendingUtm({ set } as unknown as typeof Cookies)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(set).toHaveBeenCalledWith('utm-params', JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'spring' }), { expires: 30, sameSite: 'Lax', path: '/' });
    expect(pendingUtm()).toBeNull();
    expect(flushPendingUtm({ set } as unknown as typeof Cookies)).toBeNull();
  });

  it('writes straight to the cookie when consent exists, and ignores visits without UTM', async () => {
    const { noteUtm, pendingUtm } = await import('./utm');
    const set = vi.fn();
    expect(noteUtm({ page: '2' }, false, { set } as unknown as typeof Cookies)).toBeNull();
    expect(pendingUtm()).toBeNull();
    expect(noteUtm({ utm_medium: 'cpc' }, true, { set } as unknown as typeof Cookies)).toEqual({ utm_medium: 'cpc' });
    expect(set).toHaveBeenCalledTimes(1);
  });
});
