import { describe, expect, it } from 'vitest';
import { defaultWorkspace } from '../../src/store';
import { readEnvelope, type Migrations } from '../../src/store/envelope';

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
        expect.arrayContaining(['$.workspace.callers', '$.workspace.layout']),
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
