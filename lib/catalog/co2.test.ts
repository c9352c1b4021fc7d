import { CO2_DEFAULTS, accessoryCo2Kg, resolveCo2 } from './co2';

describe('resolveCo2', () => {
  it('uses the category default with its source', () => {
    expect(resolveCo2({ category: 'laptops', family: 'thinkpad', co2KgOverride: null, co2Source: null })).toEqual({
      kg: 150,
      source: 'fraunhofer-refurbed-2023',
      custom: false,
    });
    expect(resolveCo2({ category: 'phones', family: 'iphone', co2KgOverride: null, co2Source: null }).kg).toBe(50);
    expect(resolveCo2({ category: 'tablets', family: 'ipad', co2KgOverride: null, co2Source: null }).kg).toBe(60);
    expect(resolveCo2({ category: 'pc-systems', family: 'tower-pc', co2KgOverride: null, co2Source: null }).kg).toBe(200);
    expect(resolveCo2({ category: 'monitors', family: 'office-monitor', co2KgOverride: null, co2Source: null }).kg).toBe(55);
  });

  it('lets a product override the default', () => {
    expect(resolveCo2({ category: 'phones', family: 'android-phone', co2KgOverride: 60, co2Source: 'manufacturer-report' })).toEqual({
      kg: 60,
      source: 'manufacturer-report',
      custom: true,
    });
  });

  it('ignores a zero override', () => {
    expect(resolveCo2({ category: 'laptops', family: 'macbook', co2KgOverride: 0, co2Source: null }).kg).toBe(150);
  });

  it('ranges accessories from 5 kg (mouse) to 15 kg (keyboard)', () => {
    expect(accessoryCo2Kg('mouse')).toBe(5);
    expect(accessoryCo2Kg('keyboard')).toBe(15);
    expect(accessoryCo2Kg('dock')).toBeGreaterThanOrEqual(5);
    expect(accessoryCo2Kg('something-else')).toBe(CO2_DEFAULTS.accessories.kg);
    expect(resolveCo2({ category: 'accessories', family: 'mouse', co2KgOverride: null, co2Source: null }).kg).toBe(5);
  });
});
