/** Largest quantity of one variant in a cart (the server enforces the same bound). */
export const MAX_QUANTITY = 99;
