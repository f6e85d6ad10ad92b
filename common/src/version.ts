/** The version the product reports (top bar chip, health, spoofed status). */
export const APP_VERSION = '3.1';
export const DEFAULT_API_PORT = 8082;
