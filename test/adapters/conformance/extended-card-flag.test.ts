// The flag that says an agent serves an authenticated extended card, kept from import to publish.
// Its wire names are pinned by hand from the official definitions: a2a-v0.3.0.schema.json's
// AgentCard.supportsAuthenticatedExtendedCard (top level) and a2a-v1.0.1.proto's
// AgentCapabilities.extended_agent_card (JSON `capabilities.extendedAgentCard`). Each published
// form is checked against its definition, and the importer reads each form back.
import { describe, expect, it } from 'vitest';
import { decodeCard as decodeV03, encodeCard as encodeV03 } from '../../../src/adapters/a2a-v0_3';
import { decodeCard as decodeV1, encodeCard as encodeV1 } from '../../../src/adapters/a2a-v1';
import { importCard } from '../../../src/adapters/import/import-card';
import { makeCard, type AgentCard } from '../../../src/core/card';
import { checkA2a } from '../../helpers/conformance-a2a';
import { readConformance } from '../../helpers/conformance';
import { unknownFields } from '../../helpers/conformance-proto';

const card = (extendedAgentCard?: boolean): AgentCard =>
  makeCard({
    name: 'extended',
    description: 'Serves more to an authenticated caller.',
    url: 'https://agent.example/rpc',
    version: '1.0.0',
    capabilities: {
      streaming: true,
      pushNotifications: false,
      ...(extendedAgentCard === undefined ? {} : { extendedAgentCard }),
    },
  });

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('the extended card flag on the wire', () => {
  it('is named where each official definition names it', () => {
    const schema = JSON.parse(readConformance('a2a-v0.3.0.schema.json')) as {
      definitions: Record<string, { properties: Record<string, { type?: string }> }>;
    };
    expect(
      schema.definitions['AgentCard']?.properties['supportsAuthenticatedExtendedCard'],
    ).toMatchObject({
      type: 'boolean',
    });
    expect(schema.definitions['AgentCapabilities']?.properties).not.toHaveProperty(
      'extendedAgentCard',
    );
    const proto = readConformance('a2a-v1.0.1.proto');
    const capabilities = /message AgentCapabilities \{([\s\S]*?)\n\}/.exec(proto)?.[1] ?? '';
    expect(capabilities).toMatch(/optional bool extended_agent_card = \d+;/);
  });

  it.each([true, false])('publishes %s in 0.3 at the top and in 1.0 in capabilities', (flag) => {
    const v03 = json(encodeV03(card(flag)));
    expect(v03['supportsAuthenticatedExtendedCard']).toBe(flag);
    expect(v03['capabilities']).not.toHaveProperty('extendedAgentCard');
    expect(checkA2a('AgentCard', v03)).toBe(true);
    const v1 = json(encodeV1(card(flag)));
    expect(v1['capabilities']).toMatchObject({ extendedAgentCard: flag });
    expect(v1).not.toHaveProperty('supportsAuthenticatedExtendedCard');
    expect(unknownFields('AgentCard', v1)).toEqual([]);
  });

  it('publishes nothing for a card that does not say', () => {
    expect(json(encodeV03(card()))).not.toHaveProperty('supportsAuthenticatedExtendedCard');
    expect(json(encodeV1(card()))['capabilities']).not.toHaveProperty('extendedAgentCard');
  });

  it('comes back from each published form, through the decoders and the importer', () => {
    for (const flag of [true, false]) {
      const v03 = encodeV03(card(flag));
      const v1 = encodeV1(card(flag));
      const decoded03 = decodeV03(json(v03));
      const decoded1 = decodeV1(json(v1));
      expect(decoded03.ok && decoded03.value.capabilities.extendedAgentCard).toBe(flag);
      expect(decoded1.ok && decoded1.value.capabilities.extendedAgentCard).toBe(flag);
      for (const published of [v03, v1]) {
        const imported = importCard(JSON.stringify(published));
        expect(imported.card?.capabilities.extendedAgentCard).toBe(flag);
        expect(imported.findings.map((f) => f.code)).not.toContain('FIELD_NOT_KEPT');
      }
    }
  });

  it('is not read from a flag that is not a boolean, and says so at its path', () => {
    const v03 = json(encodeV03(card()));
    const mistyped = importCard(
      JSON.stringify({ ...v03, supportsAuthenticatedExtendedCard: 'yes' }),
    );
    expect(mistyped.card?.capabilities.extendedAgentCard).toBeUndefined();
    expect(mistyped.findings.some((f) => f.path === '$.supportsAuthenticatedExtendedCard')).toBe(
      true,
    );
  });
});
