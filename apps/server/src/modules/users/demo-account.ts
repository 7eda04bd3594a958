/** The demo account seeded when SEED_DEMO is on; main.ts prints it so a first visitor can sign in. */
export const DEMO_ACCOUNT = { username: 'demo', password: 'demo12345', nickname: 'Demo' } as const;
