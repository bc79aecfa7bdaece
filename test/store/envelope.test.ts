import { describe, expect, it } from 'vitest';
import { defaultWorkspace } from '../../src/store';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cardInterfaces } from '../../src/core/card-interfaces';
import {
  envelope,
  readEnvelope,
  readEnvelopeText,
  type Migrations,
} from '../../src/store/envelope';

/** A hypothetical older format: one `caller` instead of `callers`, no `layout`. */
function versionOneFixture() {
  const { callers, ...rest } = defaultWorkspace();
  const older: Record<string, unknown> = { ...rest, caller: callers[0] };
  delete older.layout;
  return { format: 'delegation-workbench', version: 1, workspace: older };
}

const toVersionTwo: Migrations = {
  1: (raw) => {
    const { caller, ...rest } = raw as { caller: unknown };
    return { ...rest, callers: [caller], layout: {} };
  },
};

describe('envelope migrations', () => {
  it('brings an older version up to date before validating it', () => {
    const result = readEnvelope(versionOneFixture(), {
      migrations: toVersionTwo,
      currentVersion: 2,
    });
    expect(result).toEqual({ ok: true, value: defaultWorkspace() });
  });

  it('without the migration the older shape fails validation with paths', () => {
    const result = readEnvelope({ ...versionOneFixture(), version: 1 }, { currentVersion: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.issues.map((i) => i.path)).toEqual(
        expect.arrayContaining(['$.workspace.callers']),
      );
    }
  });

  it('reports a gap in the migration table', () => {
    const result = readEnvelope(versionOneFixture(), { migrations: {}, currentVersion: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'no migration from format 1 to 2' },
    });
  });

  it('reports a migration that throws instead of crashing', () => {
    const broken: Migrations = {
      1: () => {
        throw new Error('unexpected shape');
      },
    };
    const result = readEnvelope(versionOneFixture(), { migrations: broken, currentVersion: 2 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID', message: 'could not migrate from format 1 to 2: unexpected shape' },
    });
  });
});

describe('every shape the workbench has saved', () => {
  // Written by the first build that saved anything (the store's first commit), byte for byte:
  // format 1, with `layout` from the start. No build has written another shape since.
  const firstRelease = readFileSync(resolve('test/fixtures/saves/format-1.json'), 'utf8');

  it('reads a save as the first release wrote it', () => {
    expect(readEnvelopeText(firstRelease)).toEqual({ ok: true, value: defaultWorkspace() });
  });

  it('reads a save from before the interfaces list with each card’s one interface, derived', () => {
    const read = readEnvelopeText(firstRelease);
    if (!read.ok) throw new Error(read.error.message);
    const sanctions = read.value.cards.find((c) => c.name === 'sanctions-screening-agent');
    expect(sanctions?.otherInterfaces).toBeUndefined();
    expect(sanctions && cardInterfaces(sanctions)).toEqual([
      { url: 'https://agents.bank.ae/sanctions', binding: 'JSONRPC', protocolVersion: '0.3.0' },
    ]);
  });

  it('keeps a card’s interfaces through a save and a read, in order', () => {
    const workspace = defaultWorkspace();
    const [first, ...rest] = workspace.cards;
    if (first === undefined) throw new Error('the bank example has cards');
    const otherInterfaces = [
      { url: 'https://agents.bank.ae/sanctions/rest', binding: 'HTTP+JSON' },
      { url: 'agents.bank.ae:50051', binding: 'GRPC', protocolVersion: '1.0' },
    ];
    const saved = { ...workspace, cards: [{ ...first, otherInterfaces }, ...rest] };
    const read = readEnvelopeText(JSON.stringify(envelope(saved)));
    expect(read.ok && read.value.cards[0]?.otherInterfaces).toEqual(otherInterfaces);
  });

  it('reads a format-1 save without layout as one with no positions dragged', () => {
    const doc = JSON.parse(firstRelease) as { workspace: Record<string, unknown> };
    delete doc.workspace.layout;
    expect(readEnvelope(doc)).toEqual({ ok: true, value: defaultWorkspace() });
  });

  it('ignores optional fields it does not know rather than refusing the save', () => {
    const doc = JSON.parse(firstRelease) as { workspace: Record<string, unknown> };
    // Recorded reviews are a field this build knows (and keeps); `annotations` stands for one a
    // later build might add.
    doc.workspace.reviews = [];
    doc.workspace.annotations = [{ note: 'from a later build' }];
    const later = { ...doc, recording: { frames: [] } };
    expect(readEnvelope(later)).toEqual({
      ok: true,
      value: { ...defaultWorkspace(), reviews: [] },
    });
  });

  it('says a format below 1 is older than any build wrote, rather than "not a workbench file"', () => {
    const doc = { ...(JSON.parse(firstRelease) as object), version: 0 };
    expect(readEnvelope(doc)).toEqual({
      ok: false,
      error: {
        code: 'OLDER_VERSION',
        message:
          'saved in format 0, older than any this workbench reads (format 1, the first it wrote, to 1); no build of the workbench saved format 0',
        issues: [],
      },
    });
  });

  it('still refuses a negative or fractional version as not a workbench file', () => {
    const doc = JSON.parse(firstRelease) as object;
    expect(readEnvelope({ ...doc, version: -1 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_WORKBENCH' },
    });
    expect(readEnvelope({ ...doc, version: 1.5 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_WORKBENCH' },
    });
  });
});
