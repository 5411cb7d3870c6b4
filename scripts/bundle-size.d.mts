/** Types for bundle-size.mjs, which the core's size test imports. */
export interface BundleSize {
  /** Minified bytes. */
  min: number;
  /** Minified, then gzip level 9 bytes. */
  gzip: number;
  /** The minified code. */
  text: string;
}
export function bundleSize(source: string): Promise<BundleSize>;
export function measureSizes(): Promise<{
  core: BundleSize;
  /** `createEndpoint` alone, and beside `endpoint`. */
  anyApi: BundleSize;
  both: BundleSize;
  reference: BundleSize;
  alone: Record<string, number>;
  adapterAdds: Record<string, number>;
}>;
