import { type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as initial from './migrations/2026-11-21T2030_initial.ts';
import * as homeNearestFirst from './migrations/2026-11-22T0900_home_nearest_first.ts';
import * as adminConsole from './migrations/2026-11-23T1000_admin_console.ts';
import * as ownerSearchWords from './migrations/2026-11-23T1400_owner_search_words.ts';
import * as venuePictureCounter from './migrations/2026-11-23T1520_venue_picture_counter.ts';
import * as doorListSearch from './migrations/2026-11-23T1540_door_list_search.ts';
import * as ownerListAnchors from './migrations/2026-11-23T1600_owner_list_anchors.ts';
import * as socialAccounts from './migrations/2026-11-23T1800_social_accounts.ts';
import * as doorListEntrySearch from './migrations/2026-11-23T1830_door_list_entry_search.ts';
import * as searchTypesAndEvents from './migrations/2026-11-25T0610_search_types_and_events.ts';
import * as mailOutbox from './migrations/2026-11-25T0620_mail_outbox.ts';
import * as loginThrottle from './migrations/2026-11-25T0621_login_throttle.ts';
import * as auditLog from './migrations/2026-11-25T0622_audit_log.ts';
import * as periodicRuns from './migrations/2026-11-25T1000_periodic_runs.ts';
import * as homeWeekFacts from './migrations/2026-11-25T1100_home_week_facts.ts';
import * as homeCardJson from './migrations/2026-11-26T0700_home_card_json.ts';
import * as homeCellBits from './migrations/2026-11-26T1000_home_cell_bits.ts';
import * as homeCardsInIndexes from './migrations/2026-11-26T2000_home_cards_in_indexes.ts';
import * as homeTypeIndexes from './migrations/2026-11-26T2300_home_type_indexes.ts';
import * as cardByIdWithPoint from './migrations/2026-11-26T2330_card_by_id_with_point.ts';
import * as eventDayHoldsWords from './migrations/2026-11-27T0300_event_day_holds_words.ts';
import * as cellSlotsInParts from './migrations/2026-11-27T0600_cell_slots_in_parts.ts';
import * as eventDayWords from './migrations/2026-11-27T1000_event_day_words.ts';
import * as favouriteCells from './migrations/2026-11-27T1200_favourite_cells.ts';
import * as cellPartsBySize from './migrations/2026-11-27T1300_cell_parts_by_size.ts';
import * as cellPartPoints from './migrations/2026-11-27T1400_cell_part_points.ts';
import * as weekIndexWithoutStyles from './migrations/2026-11-28T0300_week_index_without_styles.ts';
import * as styleMasksOfPlayedStyles from './migrations/2026-11-28T0600_style_masks_of_played_styles.ts';
import * as cardsKeptByProcesses from './migrations/2026-11-28T1500_cards_kept_by_processes.ts';
import * as searchWordsInParts from './migrations/2026-11-29T0100_search_words_in_parts.ts';
import * as searchWordStringsPadded from './migrations/2026-11-30T0100_search_word_strings_padded.ts';
import * as searchWordWeeks from './migrations/2026-11-30T0200_search_word_weeks.ts';
import * as cellPartFirstSlots from './migrations/2026-11-30T0300_cell_part_first_slots.ts';
import * as eventFactWeeks from './migrations/2026-11-30T0400_event_fact_weeks.ts';
import * as eventFactCombinations from './migrations/2026-11-30T0500_event_fact_combinations.ts';
import * as eventUpdateOnce from './migrations/2026-11-30T0600_event_update_once.ts';
import * as cellUpkeepReadsPartOffsets from './migrations/2026-11-30T0700_cell_upkeep_reads_part_offsets.ts';
import * as listingChangesLogged from './migrations/2026-11-30T0800_listing_changes_logged.ts';
import * as weekFactsLogged from './migrations/2026-11-30T0900_week_facts_logged.ts';
import * as eventWordsLogged from './migrations/2026-11-30T1500_event_words_logged.ts';
import * as listingChangesApart from './migrations/2026-11-30T1600_listing_changes_apart.ts';
import * as favouriteVersions from './migrations/2026-11-30T1900_favourite_versions.ts';

/** Listed by hand so the same code runs under tsx, Vitest and a bundler. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026-11-21T2030_initial': initial,
  '2026-11-22T0900_home_nearest_first': homeNearestFirst,
  '2026-11-23T1000_admin_console': adminConsole,
  '2026-11-23T1400_owner_search_words': ownerSearchWords,
  '2026-11-23T1520_venue_picture_counter': venuePictureCounter,
  '2026-11-23T1540_door_list_search': doorListSearch,
  '2026-11-23T1600_owner_list_anchors': ownerListAnchors,
  '2026-11-23T1800_social_accounts': socialAccounts,
  '2026-11-23T1830_door_list_entry_search': doorListEntrySearch,
  '2026-11-25T0610_search_types_and_events': searchTypesAndEvents,
  '2026-11-25T0620_mail_outbox': mailOutbox,
  '2026-11-25T0621_login_throttle': loginThrottle,
  '2026-11-25T0622_audit_log': auditLog,
  '2026-11-25T1000_periodic_runs': periodicRuns,
  '2026-11-25T1100_home_week_facts': homeWeekFacts,
  '2026-11-26T0700_home_card_json': homeCardJson,
  '2026-11-26T1000_home_cell_bits': homeCellBits,
  '2026-11-26T2000_home_cards_in_indexes': homeCardsInIndexes,
  '2026-11-26T2300_home_type_indexes': homeTypeIndexes,
  '2026-11-26T2330_card_by_id_with_point': cardByIdWithPoint,
  '2026-11-27T0300_event_day_holds_words': eventDayHoldsWords,
  '2026-11-27T0600_cell_slots_in_parts': cellSlotsInParts,
  '2026-11-27T1000_event_day_words': eventDayWords,
  '2026-11-27T1200_favourite_cells': favouriteCells,
  '2026-11-27T1300_cell_parts_by_size': cellPartsBySize,
  '2026-11-27T1400_cell_part_points': cellPartPoints,
  '2026-11-28T0300_week_index_without_styles': weekIndexWithoutStyles,
  '2026-11-28T0600_style_masks_of_played_styles': styleMasksOfPlayedStyles,
  '2026-11-28T1500_cards_kept_by_processes': cardsKeptByProcesses,
  '2026-11-29T0100_search_words_in_parts': searchWordsInParts,
  '2026-11-30T0100_search_word_strings_padded': searchWordStringsPadded,
  '2026-11-30T0200_search_word_weeks': searchWordWeeks,
  '2026-11-30T0300_cell_part_first_slots': cellPartFirstSlots,
  '2026-11-30T0400_event_fact_weeks': eventFactWeeks,
  '2026-11-30T0500_event_fact_combinations': eventFactCombinations,
  '2026-11-30T0600_event_update_once': eventUpdateOnce,
  '2026-11-30T0700_cell_upkeep_reads_part_offsets': cellUpkeepReadsPartOffsets,
  '2026-11-30T0800_listing_changes_logged': listingChangesLogged,
  '2026-11-30T0900_week_facts_logged': weekFactsLogged,
  '2026-11-30T1500_event_words_logged': eventWordsLogged,
  '2026-11-30T1600_listing_changes_apart': listingChangesApart,
  '2026-11-30T1900_favourite_versions': favouriteVersions,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
