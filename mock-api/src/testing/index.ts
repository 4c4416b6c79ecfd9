/**
 * mock-api in process for screen tests (`@flowscope/mock-api/testing`): the real contract,
 * validation, premium rules and anonymisation, answering shared-api's client without a
 * network.
 */
export {
  mockBackendPerTest,
  startMockBackend,
  type MockBackend,
  type RecordedCall,
} from './mock-backend.ts';
export { createMockApi, type MockApi } from '../app.ts';
export { TEST_USERS } from '../store/users.ts';
