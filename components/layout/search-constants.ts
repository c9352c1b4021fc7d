/** Shortest input that asks for suggestions. */
export const SUGGEST_MIN_CHARS = 2;
/** ms of quiet typing before a request goes out. */
export const SUGGEST_DEBOUNCE_MS = 200;
