export declare const E2E_SESSION_SECRET: string;
