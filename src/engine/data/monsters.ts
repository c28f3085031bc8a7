// Monster templates of the current rules: tiers 1-10, three per tier, base stats before dungeon-level
// scaling. Each version's table is kept as it shipped (monstersV1.ts, monstersV2.ts); the current one is
// version 2's until the next version's table ships (src/engine/README.md, "Rules versions").
export { MONSTER_TEMPLATES_V2 as MONSTER_TEMPLATES } from './monstersV2';
