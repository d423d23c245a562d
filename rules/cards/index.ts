// cards/: the card definition format (rules/cards/README.md): characteristics and abilities as
// typed data (CR 113, 118, 602-616, 702), their rules text, the built-in catalog, and what a card
// prints (colors and mana value, CR 202).

export { catalogCard, catalogNames, foldName, registerCards } from './catalog';
export {
  Ability,
  Affected,
  CardDefinition,
  CardRef,
  CardType,
  cantBeCountered,
  Color,
  ManaAmount,
  ManaCost,
  ManaTypeSchema,
  OpaqueAbility,
  OpaqueKind,
  OpaqueTrigger,
  PlayerScope,
  PrintedPT,
  Reach,
  REACH,
  StarForm,
  Subtype,
  Supertype,
  Zone,
} from './format';
export type { AbilityInput, CardDefinitionInput } from './format';
export { CostPart, Effect, KeywordAbility, Modification } from './format';
export { canPayLife, COSTS, cost, kindOf as costKind } from './costs';
export type { CostChoice, CostKind, CostOf, CostType, Payer, PayerState, Refusal } from './costs';
export { chapterNumbers, kindOf as triggerKind, romanNumeral, trigger, Trigger, TRIGGERS } from './triggers';
export type { ManaProduction, TriggerEvent, TriggerKind, TriggerOf, TriggerSource, Triggering } from './triggers';
export { condition, Condition, CONDITIONS, kindOf as conditionKind } from './conditions';
export type { ConditionInputs, ConditionKind, ConditionSource, ConditionView } from './conditions';
export type {
  ActivatedAbility,
  ModalSpellAbility,
  ModalTriggeredAbility,
  Mode,
  Modes,
  SpellAbility,
  Amount,
  Comparison,
  Count,
  DefiningCount,
  CreatedEffect,
  Duration,
  EntersAsCopy,
  Filter,
  GrantedAbility,
  ObjectRef,
  PermanentSet,
  Players,
  Quality,
  SimpleEffect,
  SimpleKeyword,
  TargetSpec,
  ThatMuch,
  TokenSpec,
  TriggeredAbility,
} from './format';
export { cardFormatJsonSchema } from './json-schema';
export { tokenName } from './pieces';
export { cardColors, cardManaValue, printedNumber } from './printed';
export { cardDefinition, cardOf, cardRefName } from './resolve';
export { CREATURE_TYPES, isCreatureType, isLandType } from './subtypes';
export { abilityText, keywordName, rulesText, typeLine, withoutReminderText } from './text';
export type { CardNameRestriction } from './created-effects';
export { cardNameWords } from './phrasing';
export { delayedTriggerWithLastingEffect, LASTING_EFFECT_TYPES, notCarriedOut, regenerationWithLastingEffect } from './carried-out';
export { chooseText, chosenModes, everyEffect, modeChoices, modeCount, modesRefusal, shiftTargets } from './modes';
export { YouControl, activationConditionText, youControlText } from './you-control';
export { PlayerCondition, playerConditionText } from './player-condition';
export type { NotCarriedOut } from './carried-out';
export {
  abilitiesAtLevel,
  activatedAbility,
  behavioursOf,
  CastWith,
  castWithBehaviour,
  graveyardCast,
  levelNeeded,
  levelOf,
  hasBehaviour,
  keyword,
  KEYWORDS,
  keywordMeaning,
  keywordsWith,
  LANDWALK,
  triggeredAbility,
} from './keywords';
export type { Combatant, EvasionContext, GraveyardCastCosts, KeywordBehaviour, KeywordMeaning, KeywordName } from './keywords';
export { kindOf as modificationKind, LAYERS, modification, MODIFICATIONS, TEXT_ORDER, TextWords, textChangeRefusal, wordKind } from './modifications';
export type { Applying, Field, Layer, LayerObject, ModificationOf, ModificationType, Wording } from './modifications';
export type { HeldAbility } from './held-ability';
export { article, COLOR_WORDS, plural, singularsOf } from './words';
export { SPELL_COSTS, SpellCostPart, spellCost, spellCostKind } from './spell-costs';
export type { Caster, CasterState, MissingChoice, NamedCard, SpellCostKind } from './spell-costs';
export { AlternativeCost, alternativeCostOffered, alternativeCostText } from './spell-costs/alternative-cost';
export { AdditionalCost, additionalCostText } from './spell-costs/additional-cost';
export { CostReduction, costReductionText, genericReduction, type ReductionCounts } from './spell-costs/cost-reduction';
export { SpellsCost, spellsCostApplies, spellsCostText } from './spell-costs/spells-cost';
export { addsMana, DELAYED_STEP, DelayedAt, effect, EFFECTS, kindOf as effectKind, unsupportedEffect } from './effects';
export type { EffectOf, EffectType, Producing, Resolution, TriggeredMana } from './effects';
export { type CardFilter } from './effects/search-library';
export { cardFilterPhrase } from './phrasing';
export { PREDEFINED_TOKEN_CARDS, PREDEFINED_TOKENS, PredefinedToken } from './predefined-tokens';
