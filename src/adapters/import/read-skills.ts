// Skills, tolerantly: 0.1 made description and tags optional, and cards in the wild still omit
// tags, which makes a skill invisible to discovery by tag. Missing tags become [] with a finding.
import type { Skill } from '../../core/card';
import { childPath } from './json-path';
import {
  absentListIsEmpty,
  describeType,
  dropOptional,
  field,
  isObject,
  noteOtherFields,
  requiredString,
  stringArray,
  type ReadContext,
} from './read-fields';
import type { SafeJson, SafeObject } from './safe-json';

const SKILL_FIELDS = {
  kept: new Set(['id', 'name', 'description', 'tags', 'examples']),
  dropped: new Set(['inputModes', 'outputModes', 'security', 'securityRequirements']),
};

function readTags(ctx: ReadContext, skill: SafeObject, path: string): string[] | undefined {
  const tags = field(skill, 'tags');
  const at = childPath(path, 'tags');
  if (tags === undefined) {
    const message = 'The skill has no tags, so discovery by tag can never find it.';
    // In 1.0 an absent list is an empty one, so nothing is being repaired.
    if (absentListIsEmpty(ctx)) ctx.sink.add('SKILL_WITHOUT_TAGS', at, message);
    else ctx.sink.add('SKILL_WITHOUT_TAGS', at, message, 'set to []');
    return [];
  }
  const list = stringArray(ctx, tags, at);
  if (list !== undefined && list.length === 0) {
    ctx.sink.add(
      'SKILL_WITHOUT_TAGS',
      at,
      'The skill has an empty tag list, so discovery by tag can never find it.',
    );
  }
  return list;
}

function readDescription(ctx: ReadContext, skill: SafeObject, path: string): string | undefined {
  if (ctx.version === '0.1' && field(skill, 'description') === undefined) {
    ctx.sink.add(
      'FIELD_DEFAULTED',
      childPath(path, 'description'),
      'A 0.1 skill may omit its description; later versions require one.',
      'set to ""',
    );
    return '';
  }
  return requiredString(ctx, skill, 'description', path);
}

function readSkill(ctx: ReadContext, value: SafeJson, path: string): Skill | undefined {
  if (!isObject(value)) {
    ctx.sink.add('WRONG_TYPE', path, `Expected a skill object, found ${describeType(value)}.`);
    return undefined;
  }
  noteOtherFields(ctx, value, path, SKILL_FIELDS);
  const id = requiredString(ctx, value, 'id', path);
  if (id === '')
    ctx.sink.add('MISSING_REQUIRED_FIELD', childPath(path, 'id'), 'A skill needs a non-empty id.');
  const name = requiredString(ctx, value, 'name', path);
  const description = readDescription(ctx, value, path);
  const tags = readTags(ctx, value, path);
  const rawExamples = field(value, 'examples');
  let examples: string[] = [];
  if (Array.isArray(rawExamples) && rawExamples.every((e) => typeof e === 'string')) {
    examples = rawExamples;
  } else if (rawExamples !== undefined) {
    dropOptional(ctx, childPath(path, 'examples'), 'an array of strings', rawExamples);
  }
  if (
    id === undefined ||
    id === '' ||
    name === undefined ||
    description === undefined ||
    tags === undefined
  ) {
    return undefined;
  }
  return { id, name, description, tags, examples };
}

/** The card's skills; undefined when the list or any skill is unusable. */
export function readSkills(ctx: ReadContext, card: SafeObject): Skill[] | undefined {
  const value = field(card, 'skills');
  if (value === undefined && absentListIsEmpty(ctx)) return [];
  if (value === undefined) {
    ctx.sink.add('MISSING_REQUIRED_FIELD', '$.skills', 'Required field is missing: skills.');
    return undefined;
  }
  if (!Array.isArray(value)) {
    ctx.sink.add(
      'WRONG_TYPE',
      '$.skills',
      `Expected an array of skills, found ${describeType(value)}.`,
    );
    return undefined;
  }
  const skills = value.map((skill, i) => readSkill(ctx, skill, childPath('$.skills', i)));
  return skills.every((s): s is Skill => s !== undefined) ? skills : undefined;
}
