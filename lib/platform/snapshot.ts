/**
 * What one release of the platform has, for its history: the paths its handlers serve, its
 * components and the keys of its `airy.yaml`. Each set is read as `extractFacts` reads it at the
 * pin; a set whose files a release lacks (an early chart layout, a CLI before `AiryConf`) is empty
 * there rather than an error, so every release tag can be read.
 */
import { findHandlers } from './extract-endpoints';
import { readChartValues, readCliKeys, readComponents, type PlatformSource } from './extract-facts';
import type { ChartValue } from './facts';

/** The three sets of one release. */
export interface Snapshot {
  operations: string[];
  components: string[];
  keys: string[];
}

/** The CLI's `airy.yaml` struct moved (`cli/pkg/workspace` until 0.44, `lib/go/config` since 0.45): found by its name. */
const CLI_CONFIG = 'type AiryConf struct';

function cliKeys(source: PlatformSource): string[] {
  const files = source.filesMatching ? source.filesMatching(CLI_CONFIG) : source.paths.filter((path) => path.endsWith('.go') && source.read(path).includes(CLI_CONFIG));
  const file = files.find((path) => path.endsWith('.go') && !path.endsWith('_test.go'));
  return file ? [...readCliKeys(source.read(file)).keys()] : [];
}

/**
 * Component names in every layout: the pin's reading (`components.*.*.name`, component charts) and,
 * before 0.48, the `component:` value each component's chart values carried (since 0.18).
 */
function componentNames(source: PlatformSource, values: Map<string, ChartValue>): string[] {
  const named = [...values].filter(([key, value]) => /(^|\.)component$/.test(key) && typeof value.default === 'string').map(([, value]) => String(value.default));
  return [...orEmpty(() => readComponents(source, values)), ...named];
}

function orEmpty(read: () => string[]): string[] {
  try {
    return read();
  } catch {
    return [];
  }
}

/** The sets of the release `source` holds, each sorted and without repeats. */
export function snapshotOf(source: PlatformSource): Snapshot {
  const sorted = (names: string[]) => [...new Set(names)].sort();
  let values = new Map<string, ChartValue>();
  try {
    values = readChartValues(source);
  } catch {
    // No chart at this release: no keys or components from it.
  }
  return {
    operations: sorted(findHandlers(source).map((endpoint) => endpoint.path)),
    components: sorted(orEmpty(() => componentNames(source, values))),
    keys: sorted([...values.keys(), ...orEmpty(() => cliKeys(source))]),
  };
}
