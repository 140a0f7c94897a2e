/**
 * The one catalogue of result codes, append-only: a code is never renamed or removed,
 * because clients written against the spec branch on these strings.
 * Each code maps to the HTTP status the API answers with.
 */
export const RESULT_CODES = {
  ok: 200,
  validation_error: 400,
  invalid_api_key: 401,
  session_expired: 401,
  anon_session_required: 401,
  login_required: 401,
  restriction_error: 403,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  headers_too_large: 431,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  // Log in (spec section 8).
  invalid_username_or_password: 401,
  username_must_be_between_4_and_20_characters_long: 400,
  invalid_username_characters_letters_and_numbers_allowed: 400,
  invalid_captcha: 400,
  captcha_required: 400,
  account_disabled: 403,
  // Sign-up and profile.
  username_exists: 409,
  email_exists: 409,
  invalid_currency: 400,
  invalid_country: 400,
  invalid_state: 400,
  invalid_birthdate: 400,
  underage: 400,
  privacy_not_accepted: 400,
  passwords_must_match: 400,
  weak_password: 400,
  common_password: 400,
  token_expired: 400,
  invalid_reset_link: 400,
  invalid_old_password: 400,
  // Google sign-in.
  missing_username: 400,
  username_not_unique: 409,
  invalid_google_token: 401,
  google_signin_disabled: 404,
  // Demo-only tools.
  demo_mode_only: 404,
  password_reset_sent: 200,
  // Money.
  insufficient_funds: 402,
  duplicate_transaction: 409,
  transaction_not_found: 404,
  round_closed: 409,
  bet_rolled_back: 409,
  deposit_amount_out_of_range: 400,
  invalid_signature: 401,
  withdrawal_requested: 200,
  first_deposit_required: 409,
  profile_incomplete: 409,
  kyc_required: 403,
  withdrawal_amount_out_of_range: 400,
  withdrawal_link_invalid: 400,
  withdrawal_state_conflict: 409,
  deposit_limit_exceeded: 400,
  self_excluded: 403,
  self_excluded_permanently: 403,
  limit_updated: 200,
  limit_pending: 200,
  self_exclusion_started: 200,
  // KYC documents.
  document_type_not_allowed: 415,
  document_too_large: 413,
  document_uploaded: 200,
  // Games.
  game_not_found: 404,
  game_unavailable: 409,
  fun_mode_unavailable: 409,
  game_session_invalid: 401,
  bet_out_of_range: 400,
  round_not_found: 404,
  round_finished: 409,
  tile_already_revealed: 409,
  crash_betting_closed: 409,
  crash_already_bet: 409,
  live_betting_closed: 409,
  live_already_bet: 409,
  live_table_not_found: 404,
  live_decision_closed: 409,
  live_no_seat: 409,
  blackjack_illegal_action: 409,
  crash_no_bet: 409,
  crash_cashout_too_late: 409,
  seed_rotated: 200,
  round_in_progress: 409,
  // Provider wallet: a transaction must belong to its session's player, round and currency; wins are capped.
  invalid_transaction: 409,
  win_limit_exceeded: 409,
  // KYC documents: a storage quota per player and a pixel limit for images.
  document_quota_exceeded: 409,
  document_image_too_large: 413,
  // Profile: a new email needs the current password.
  invalid_password: 400,
  // Log-in: one username waits longer after each failure past five, whatever the address.
  login_throttled: 429,
  // Back office: staff log in with a password, then a TOTP code (RFC 6238) from their authenticator.
  invalid_totp_code: 401,
  login_challenge_expired: 401,
  // Back office, players: a closed account never logs in again; actions on a player or an adjustment in the wrong state; four-eyes.
  account_closed: 403,
  player_state_conflict: 409,
  adjustment_state_conflict: 409,
  adjustment_own_request: 403,
  adjustment_currency_not_held: 400,
  // Back office, operators: an admin's action on their own account, the last enabled admin, and four-eyes withdrawals.
  operator_self_action: 409,
  last_admin: 409,
  second_approval_required: 409,
  // Rewards: level rewards and daily cashback are claimed once; VIP hosts are operators holding rewards.manage.
  reward_locked: 409,
  reward_already_claimed: 409,
  cashback_already_claimed: 409,
  cashback_nothing_to_claim: 409,
  vip_host_invalid: 400,
  not_vip_member: 409,
  // Challenges: one open or paused challenge per game and multiplier; a won one is final.
  challenge_not_found: 404,
  challenge_exists: 409,
  challenge_closed: 409,
  // Issue 22: no challenge on a game whose multiplier the player picks (a target, a cash-out).
  challenge_game_not_allowed: 409,
  // Bonus campaigns and promo codes (issue 13): campaigns checked against the jurisdiction profile.
  promo_code_required: 400,
  promo_code_unknown: 404,
  promo_code_expired: 409,
  promo_code_used: 409,
  promo_code_not_eligible: 409,
  bonus_not_eligible: 409,
  campaign_not_found: 404,
  campaign_field_required: 400,
  campaign_wagering_over_cap: 400,
  campaign_spend_days_over_cap: 400,
  campaign_mixed_products: 400,
  campaign_dates_invalid: 400,
  campaign_game_invalid: 400,
  campaign_url_exists: 409,
  promo_code_exists: 409,
  campaign_terms_locked: 409,
  campaign_not_running: 409,
  campaign_limit_reached: 409,
  // Bonus money (decision 015): the active bonus's max bet refuses a larger stake before it is placed; a withdrawal forfeits a bonus only when the player confirms.
  bonus_max_bet: 409,
  bonus_forfeit_required: 409,
  bonus_not_found: 404,
  bonus_already_ended: 409,
  // Free spins (issue 13): none left on this game for this player, or asked for with a bonus buy.
  free_spins_unavailable: 409,
  free_spins_no_bonus_buy: 400,
  // Network promotions (issue 14): a provider's promotional win names a promotion it published, within its prize pool.
  promotion_not_found: 404,
  promotion_prize_pool_exceeded: 409,
  // Content and skin (issue 14): an address taken, an upload refused, a menu entry that is not there.
  content_url_exists: 409,
  image_type_unsupported: 415,
  image_too_large: 413,
  svg_unsafe: 400,
  menu_item_unknown: 400,
  // Slot races (issue 14): a race not listed (yet), over, or running and so no longer editable.
  tournament_not_found: 404,
  tournament_not_open: 409,
  tournament_ended: 409,
  tournament_locked: 409,
  tournament_url_exists: 409,
  // Grants of value (issue 22, decision 019): bounded by the jurisdiction profile's caps, and above the four-eyes amount approved by a second operator.
  campaign_wagering_under_minimum: 400,
  grant_over_player_cap: 400,
  campaign_over_cap: 400,
  free_spin_bet_outside_game_limits: 400,
  cp_adjustment_over_cap: 400,
  approval_not_found: 404,
  approval_state_conflict: 409,
  approval_own_request: 403,
  // Responsible gambling (issue 28): weekly and monthly deposit limits, loss limits, time-outs and reality checks.
  weekly_deposit_limit_exceeded: 400,
  monthly_deposit_limit_exceeded: 400,
  loss_limit_reached: 403,
  timed_out: 403,
  time_out_started: 200,
  time_out_shorter: 409,
  reality_check_updated: 200,
  player_limit_updated: 200,
  player_limit_pending: 200,
  // Sportsbook (issue 23): a selection's market, odds and event; stakes within the liability caps.
  sports_event_not_found: 404,
  sports_bet_not_found: 404,
  // Manual results (issue 24): result a match whose feed failed, resettle a settled one.
  sports_event_settled: 409,
  sports_event_not_settled: 409,
  sports_event_not_started: 409,
  sports_result_pending: 409,
  selection_unavailable: 409,
  market_suspended: 409,
  odds_changed: 409,
  selection_related: 400,
  stake_too_high: 400,
  sports_max_payout: 400,
  sports_daily_payout: 400,
  sports_odds_too_low: 400,
  sports_odds_too_high: 400,
  cashout_unavailable: 409,
  cashout_offer_expired: 409,
  cashout_amount_invalid: 400,
  // Sports promotions (issue 24): a free bet or boost token applied to a bet.
  sports_promo_unavailable: 409,
  free_bet_stake_mismatch: 400,
  sports_promo_min_odds: 400,
  // Bet builder (issue 24): selections of one match priced together.
  builder_unavailable: 409,
  builder_selection_invalid: 400,
  builder_contradiction: 400,
  builder_out_of_range: 400,
} as const satisfies Record<string, number>;

export type ResultCode = keyof typeof RESULT_CODES;

export const RESULT_CODE_LIST = Object.keys(RESULT_CODES) as ResultCode[];

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && Object.hasOwn(RESULT_CODES, value);
}

export function httpStatusOf(code: ResultCode): number {
  return RESULT_CODES[code];
}
