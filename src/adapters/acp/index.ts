// The ACP adapter's public face: kernel task ↔ ACP Run, the state tables and the loss report.
export { encodeRun, toAgentName, type AcpRunOptions } from './encode';
export { decodeRun } from './decode';
export { acpLoss } from './loss';
export { ACP_STATUS_TO_KERNEL, KERNEL_TO_ACP_STATUS } from './states';
export * from './schema';
export { readRun } from './read';
