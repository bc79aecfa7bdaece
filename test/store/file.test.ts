import { describe, expect, it } from 'vitest';
import { createWorkbenchStore, defaultWorkspace } from '../../src/store';
import { exportFileName, exportWorkspace, parseWorkspaceFile } from '../../src/store/file';

describe('workspace files', () => {
  it('exports pretty JSON in the versioned envelope and imports it back', () => {
    const text = exportWorkspace(defaultWorkspace(), '2026-01-01T00:00:00.000Z');
    expect(text).toContain('\n  "format": "delegation-workbench",\n  "version": 1,');
    expect(parseWorkspaceFile(text)).toEqual({ ok: true, value: defaultWorkspace() });
  });

  it('accepts a bare workspace without the envelope, with paths from its root', () => {
    const bare = defaultWorkspace() as unknown as { cards: Array<{ name: unknown }> };
    expect(parseWorkspaceFile(JSON.stringify(defaultWorkspace())).ok).toBe(true);
    bare.cards[2]!.name = '';
    const result = parseWorkspaceFile(JSON.stringify(bare));
    expect(result.ok || result.error.issues).toEqual([
      { path: '$.cards[2].name', message: 'a card needs a name' },
    ]);
  });

  it('lists every problem by JSON path', () => {
    const doc = JSON.parse(exportWorkspace(defaultWorkspace())) as {
      workspace: {
        cards: Array<Record<string, unknown>>;
        callers: Array<Record<string, unknown>>;
      };
    };
    doc.workspace.cards[0]!.preferredTransport = 'SMOKE';
    doc.workspace.callers[0]!.dataClassification = 'secret';
    doc.workspace.cards[1]!.name = 'sanctions-screening-agent';
    const result = parseWorkspaceFile(JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues.map((i) => i.path)).toEqual([
      '$.workspace.cards[0].preferredTransport',
      '$.workspace.callers[0].dataClassification',
    ]);
  });

  it('flags a repeated card name at the second card', () => {
    const doc = JSON.parse(exportWorkspace(defaultWorkspace())) as {
      workspace: { cards: Array<{ name: string }> };
    };
    doc.workspace.cards[2]!.name = 'kyc-refresh-agent';
    const result = parseWorkspaceFile(JSON.stringify(doc));
    expect(result.ok || result.error.issues).toEqual([
      {
        path: '$.workspace.cards[2].name',
        message: 'the card name "kyc-refresh-agent" appears twice',
      },
    ]);
  });

  it('says when a file is not JSON or not a workbench file', () => {
    expect(parseWorkspaceFile('{oops')).toMatchObject({ ok: false, error: { code: 'NOT_JSON' } });
    const notOurs = parseWorkspaceFile('{"hello": 1}');
    expect(notOurs).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_WORKBENCH',
        message: 'not a delegation-workbench file (the "format" field is missing or wrong)',
      },
    });
    expect(notOurs.ok || notOurs.error.issues[0]?.path).toBe('$.format');
  });

  it('names the export after the workspace', () => {
    expect(exportFileName(defaultWorkspace())).toBe('bank-delegation-example.workbench.json');
    expect(exportFileName({ ...defaultWorkspace(), name: '  ' })).toBe('workspace.workbench.json');
  });

  it('imports as one undoable edit', () => {
    const store = createWorkbenchStore();
    const parsed = parseWorkspaceFile(exportWorkspace({ ...defaultWorkspace(), name: 'Imported' }));
    if (!parsed.ok) throw new Error(parsed.error.message);
    store.getState().actions.replaceWorkspace(parsed.value, 'Import workspace');
    expect(store.getState().workspace.name).toBe('Imported');
    store.getState().actions.undo();
    expect(store.getState().workspace.name).toBe('Bank delegation example');
  });
});
