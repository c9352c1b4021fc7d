import '@/lib/server/only';

/** The fleet domain's public face: devices, employees, the pool, service requests and CO2 savings. */
export { assignDevices, fleetSummary, getDevice, listDevices, returnDevicesToPool, serialsForOrder } from './devices';
export { createEmployee, deleteEmployee, getEmployee, importEmployees, listEmployees, updateEmployee } from './employees';
export { getServiceRequest, listServiceRequests, requestEndOfLifePickup } from './service-requests';
export { co2Report } from './co2';
export { co2Csv, devicesCsv, exportFileName, exportLocale } from './exports';
export { co2CertificatePdf } from './certificate';
export { createShippedDevices, generateSerial, type ShippedUnit } from './shipping';
