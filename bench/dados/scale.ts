// The scale of the bench data, shared by npm run bench:dados (which generates it) and the growth case
// (which reads it): its database, its customer count, and the customer whose statement is measured.
export const SCALE_DATABASE = 'fidelidade_bench_escala';
export const SCALE_CUSTOMERS = 100_000;
export const SCALE_PURCHASES = 2_000_000;
/** Customer 1 has exactly 50 entries in the last 12 months, like the small case's customer. */
export const SCALE_EMAIL = 'escala-1@fidelidade.test';
export const SCALE_PASSWORD = 'Senha-de-bench-1';
