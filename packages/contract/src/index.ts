/** @module @scope/endpoint-contract: the scenarios every adapter must deliver identically, and their runner (tests only). */
export {
  ALWAYS_IGNORED,
  buildOptions,
  expectScenario,
  runContract,
  type ContractClient,
  type Transport,
} from "./run-contract.ts";
export {
  CORE_HEADERS,
  MULTIPART_SCENARIO_IDS,
  SCENARIOS,
  type ExpectedRequest,
  type MultipartEntries,
  type Scenario,
} from "./scenarios.ts";
export {
  echoHandlers,
  Recorder,
  startBridgeServer,
  startWireServer,
  type LoopbackServer,
  type WireServerOptions,
  type Received,
  type ReceivedRequest,
} from "./echo-server.ts";
export { MSW_INTERCEPTS_UNDICI, MSW_MAJOR, startMsw } from "./msw-intercept.ts";
export { checkAdapter, type AdapterUnderTest } from "./adapter-checks.ts";
export { checkInstances, type ClientInstances } from "./instance-checks.ts";
export { checkStreamedUpload, type StreamedUpload } from "./upload-memory.ts";
export { useWireServer, type WireFixture } from "./wire-fixture.ts";
export { useRedirectServers, type RedirectServers } from "./redirect-servers.ts";
export { checkFraming, SMUGGLED_REQUEST, STREAM_KINDS } from "./framing-checks.ts";
export {
  startFramingServer,
  type ConnectionLog,
  type FramingServer,
  type FramingServerOptions,
  type ParsedRequest,
} from "./framing-server.ts";
export { checkReads, READ_CASES, statusOf, type ReadClient } from "./read-checks.ts";
export { checkPages } from "./page-checks.ts";
export { checkRemoteReads, type NodeRead, type Remote, type RemoteClient } from "./remote-checks.ts";
export { answerRemote, revive, type RemoteAnswer, type RemoteReads, type RemoteRequest } from "./remote-reads.ts";
export { closedOrigin, startAnswerServer, type AnswerServer } from "./answer-server.ts";
