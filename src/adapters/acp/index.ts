// The ACP adapter's public face: kernel task ↔ ACP Run, the state tables and the loss report.
export { encodeRun, toAgentName, type AcpRunOptions } from './encode';
export { encodePlainRun } from './encode-plain';
export { decodeRun, readPlainRun } from './decode';
export { acpLoss, ACP_LOSS_REASONS } from './loss';
export { ACP_STATUS_TO_KERNEL, KERNEL_TO_ACP_STATUS } from './states';
export * from './schema';
