/** The API contract: request and response types shared by the client and mock-api. */
export {};
