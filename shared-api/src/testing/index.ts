/** Test helpers for packages that use shared-api. */
export {};
