import type { Category } from '../catalog/constants';
import type { DeviceStatus, ServiceRequestStatus } from './constants';

/** A device as the account API answers it. Dates: ISO 8601 instants, or `YYYY-MM-DD` for calendar days. */
export type DeviceView = {
  id: string;
  serialNumber: string;
  title: string;
  productHandle: string;
  sku: string;
  grade: string;
  /** configuration, e.g. 16 GB · 512 GB · DE (QWERTZ) */
  options: string;
  category: Category;
  orderNumber: string;
  purchasedAt: string;
  shippedAt: string;
  /** last day of the warranty, YYYY-MM-DD */
  warrantyEndsOn: string;
  status: DeviceStatus;
  employee: { id: string; name: string } | null;
  /** kg CO2e avoided by this unit */
  co2Kg: number;
  /** the open end-of-life pickup this device is part of */
  pickupRequest: { id: string; number: string } | null;
};

export type EmployeeView = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  department: string | null;
  /** devices the employee has now */
  deviceCount: number;
  createdAt: string;
};

export type EmployeeDetail = EmployeeView & { devices: DeviceView[] };

export type ServiceRequestView = {
  id: string;
  number: string;
  kind: 'end_of_life_pickup';
  status: ServiceRequestStatus;
  contactName: string;
  contactPhone: string | null;
  pickupAddress: { street: string; postalCode: string; city: string; country: string; company?: string };
  preferredDate: string | null;
  note: string | null;
  createdAt: string;
  devices: { id: string; serialNumber: string; title: string }[];
};

/** One CO2 factor as the method table shows it. */
export type Co2Factor = { category: Category; kg: number; source: string; year: number | null };

export type Co2Report = {
  /** kg CO2e avoided by all counted devices */
  totalKg: number;
  deviceCount: number;
  byCategory: { category: Category; devices: number; kg: number }[];
  /** by month of purchase, YYYY-MM, oldest first */
  byMonth: { month: string; devices: number; kg: number }[];
  devices: { id: string; serialNumber: string; title: string; category: Category; purchasedAt: string; status: DeviceStatus; co2Kg: number }[];
  factors: Co2Factor[];
};

/** The fleet figures the account index shows. */
export type FleetSummary = { devices: number; inUse: number; inPool: number; co2Kg: number };
