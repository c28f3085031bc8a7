// Public API of the rules engine: pure, deterministic, replayable (see README.md beside this file).
export type * from './types';

export { RULES_VERSION, SUPPORTED_RULES_VERSIONS, apply, tryApply, runRecord, replay } from './apply';
export { DRAFT_RULES_VERSIONS, rulesOf } from './versions/profiles';
export type { RulesProfile } from './versions/profiles';
export { restCost } from './actions/rest';
export { staminaGain } from './rules/stamina';
export { newGame, STARTING_SPELLS } from './newGame';
export { scoreSubmission } from './score';
export { chronicle, chronicleFileName, runStory, writeChronicle, CHRONICLE_LOG_LINES } from './chronicle';
export type { LivingEnd, RunStory } from './chronicle';
export { validateAction } from './replay/validateAction';
export { sameRun } from './replay/sameRun';
export { LOG_LIMIT, MOVE_BLOCKED } from './rules/log';
export { STEPS, STEP_OF, type Step } from './rules/directions';
export { MESSAGES, MESSAGE_KINDS, type MessageKey, type MessageKind } from './rules/messages';
export { messageKeyOf, messageKindOf, refusalCode, type RefusalCode } from './rules/messageOf';
export { articleOf, definiteNoun, indefiniteNoun, ownsArticle, type MonsterArticle } from './rules/monsterNoun';
export { effectiveStats, maxStaminaFor, EQUIPMENT_SLOTS, STAT_NAMES } from './rules/stats';
export type { EffectiveStats, StatBlock } from './rules/stats';
export { sellPrice, sellPriceRange, isSellable } from './rules/sellPrice';
export { INVENTORY_LIMIT } from './rules/inventory';
export { sacrificePreview, type SacrificePreview } from './rules/sacrifice';
export { levelProgress, experienceAtLevel, type LevelProgress } from './rules/experience';
export { canDescend, canClaimVictory, MAX_DUNGEON_LEVEL } from './actions/descend';
export { isEquippable, equipRefusal } from './actions/equip';
export { hitChance, ATTACK_STAMINA_COST } from './actions/attack';
export { CAST_STAMINA_COST, spellDamage, shieldStrength, castPreview, type CastPreview } from './actions/cast';
export { treasureSale, type TreasureSale } from './actions/sellTreasure';
export { waysOut, strongestBlow, type WayOut } from './queries/waysOut';
export { MONSTER_HIT_CHANCE, monsterDamage } from './actions/monsterTurn';
export { currentRoom, isGameOver, inCombat, runOutcome } from './rules/state';
export type { RunOutcome } from './rules/state';
export { DUNGEON_WIDTH, DUNGEON_HEIGHT } from './dungeon/generateLevel';
export { createMonster } from './dungeon/spawn';
export { exploreStep, exploreBlocker, nearestUnexplored, type Way } from './queries/explore';
export { travelStep, travelBlocker } from './queries/travel';
export { monsterCameNear, NEAR_STEPS } from './queries/walkStops';
export { lastSeen, type Sighting } from './queries/lastSeen';
export { restRisk, type RestRisk } from './queries/restRisk';
export type { Around, Blocker } from './queries/knownWay';
export { threat, THREAT_WORDS, THREAT_BANDS, type Threat, type ThreatWord } from './queries/threat';
export { nearestRoom, type NearestRoom } from './queries/nearest';
export { viewOf, unknownCell, viewChanges, applyViewChanges, mirrorOf, SEALED_SEED, foresee } from './view';
export type { GameView, KnownRoom, UnknownCell, ViewCell, ViewDungeon, ViewChanges, CellChange } from './view';
export { ITEMS, SPELLS, MONSTER_TEMPLATES, MONSTER_CATALOGUE, itemTemplate, spellByName, templateIdOf } from './data';

export {
  encodeSaveCode,
  decodeSaveCode,
  encodeLocalSave,
  decodeLocalSave,
  saveFileName,
  SAVE_VERSION,
  SAVE_LOG_LINES,
  isRunSecret,
} from './save';
export type { DecodeResult, SaveData, SavedRun } from './save';
