// the shape is shared with browser code (account API answers), so it is defined with the contracts
export type { PostalAddress } from '@/lib/contracts/address';
