import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/app/router';

const ids = ['cards', 'graph'];

describe('parseRoute', () => {
  it.each([
    ['', { kind: 'home' }],
    ['#', { kind: 'home' }],
    ['#/', { kind: 'home' }],
    ['#/graph', { kind: 'panel', id: 'graph' }],
    ['#/graph/extra', { kind: 'panel', id: 'graph' }],
    ['#/matrix', { kind: 'unknown', path: 'matrix' }],
    ['#/share/v1/abc', { kind: 'share', hash: '#/share/v1/abc' }],
  ])('reads %j', (hash, route) => {
    expect(parseRoute(hash, ids)).toEqual(route);
  });
});
