/** Device states (browser-safe: no ORM imports). A device is in use exactly when an employee has it. */
export const DEVICE_STATUSES = ['in_use', 'in_pool', 'in_repair', 'returned', 'end_of_life'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** States of a service request such as an end-of-life pickup. */
export const SERVICE_REQUEST_STATUSES = ['open', 'scheduled', 'done', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Months of warranty from the day a device ships. */
export const WARRANTY_MONTHS = 12;

/** Statuses whose devices no longer count towards CO2 avoided (sent back to Zweitwerk). */
export const CO2_EXCLUDED_STATUSES: readonly DeviceStatus[] = ['returned'];
