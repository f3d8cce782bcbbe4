export declare const RIDER_PASSWORD: string;
export declare function withCheckDigit(vin: string): string;
export declare const randomChars: (length: number) => string;
export declare const randomVin: (model?: string, yearCode?: string) => string;
export declare function registrationBody(email: string, overrides?: Record<string, unknown> & { firstName?: string }): Record<string, unknown>;
