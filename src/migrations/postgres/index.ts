import * as migration_20261122_021946_initial from './20261122_021946_initial';
import * as migration_20261122_024633_customers from './20261122_024633_customers';
import * as migration_20261122_031828_content_collections from './20261122_031828_content_collections';
import * as migration_20261122_044746_catalogue from './20261122_044746_catalogue';
import * as migration_20261122_055029_bookings_outbox from './20261122_055029_bookings_outbox';
import * as migration_20261122_063206_participant_address from './20261122_063206_participant_address';
import * as migration_20261122_074255_inbox from './20261122_074255_inbox';
import * as migration_20261122_084104_visitor_modals from './20261122_084104_visitor_modals';
import * as migration_20261122_105333_portal_accounts from './20261122_105333_portal_accounts';
import * as migration_20261127_084437_newsletter_interests from './20261127_084437_newsletter_interests';
import * as migration_20261127_105425_callback_termin_at from './20261127_105425_callback_termin_at';
import * as migration_20261127_112038_site_notification_email from './20261127_112038_site_notification_email';
import * as migration_20261128_085324_notice_interval_days from './20261128_085324_notice_interval_days';
import * as migration_20261128_120205_booking_confirmation_token from './20261128_120205_booking_confirmation_token';
import * as migration_20261128_120239_verified_reviews from './20261128_120239_verified_reviews';
import * as migration_20261128_120313_live_preview_autosave from './20261128_120313_live_preview_autosave';
import * as migration_20261128_120810_staff_last_visit from './20261128_120810_staff_last_visit';
import * as migration_20261128_120928_seminar_formats_and_trainers from './20261128_120928_seminar_formats_and_trainers';
import * as migration_20261128_120959_waiting_list from './20261128_120959_waiting_list';
import * as migration_20261128_122029_cancellation_online from './20261128_122029_cancellation_online';
import * as migration_20261128_124642_seminar_benefits_included from './20261128_124642_seminar_benefits_included';
import * as migration_20261128_161909_locales_parent_index from './20261128_161909_locales_parent_index';
import * as migration_20261128_191326_seminar_rating_order from './20261128_191326_seminar_rating_order';

export const migrations = [
  {
    up: migration_20261122_021946_initial.up,
    down: migration_20261122_021946_initial.down,
    name: '20261122_021946_initial',
  },
  {
    up: migration_20261122_024633_customers.up,
    down: migration_20261122_024633_customers.down,
    name: '20261122_024633_customers',
  },
  {
    up: migration_20261122_031828_content_collections.up,
    down: migration_20261122_031828_content_collections.down,
    name: '20261122_031828_content_collections',
  },
  {
    up: migration_20261122_044746_catalogue.up,
    down: migration_20261122_044746_catalogue.down,
    name: '20261122_044746_catalogue',
  },
  {
    up: migration_20261122_055029_bookings_outbox.up,
    down: migration_20261122_055029_bookings_outbox.down,
    name: '20261122_055029_bookings_outbox',
  },
  {
    up: migration_20261122_063206_participant_address.up,
    down: migration_20261122_063206_participant_address.down,
    name: '20261122_063206_participant_address',
  },
  {
    up: migration_20261122_074255_inbox.up,
    down: migration_20261122_074255_inbox.down,
    name: '20261122_074255_inbox',
  },
  {
    up: migration_20261122_084104_visitor_modals.up,
    down: migration_20261122_084104_visitor_modals.down,
    name: '20261122_084104_visitor_modals',
  },
  {
    up: migration_20261122_105333_portal_accounts.up,
    down: migration_20261122_105333_portal_accounts.down,
    name: '20261122_105333_portal_accounts',
  },
  {
    up: migration_20261127_084437_newsletter_interests.up,
    down: migration_20261127_084437_newsletter_interests.down,
    name: '20261127_084437_newsletter_interests',
  },
  {
    up: migration_20261127_105425_callback_termin_at.up,
    down: migration_20261127_105425_callback_termin_at.down,
    name: '20261127_105425_callback_termin_at',
  },
  {
    up: migration_20261127_112038_site_notification_email.up,
    down: migration_20261127_112038_site_notification_email.down,
    name: '20261127_112038_site_notification_email',
  },
  {
    up: migration_20261128_085324_notice_interval_days.up,
    down: migration_20261128_085324_notice_interval_days.down,
    name: '20261128_085324_notice_interval_days',
  },
  {
    up: migration_20261128_120205_booking_confirmation_token.up,
    down: migration_20261128_120205_booking_confirmation_token.down,
    name: '20261128_120205_booking_confirmation_token',
  },
  {
    up: migration_20261128_120239_verified_reviews.up,
    down: migration_20261128_120239_verified_reviews.down,
    name: '20261128_120239_verified_reviews',
  },
  {
    up: migration_20261128_120313_live_preview_autosave.up,
    down: migration_20261128_120313_live_preview_autosave.down,
    name: '20261128_120313_live_preview_autosave',
  },
  {
    up: migration_20261128_120810_staff_last_visit.up,
    down: migration_20261128_120810_staff_last_visit.down,
    name: '20261128_120810_staff_last_visit',
  },
  {
    up: migration_20261128_120928_seminar_formats_and_trainers.up,
    down: migration_20261128_120928_seminar_formats_and_trainers.down,
    name: '20261128_120928_seminar_formats_and_trainers',
  },
  {
    up: migration_20261128_120959_waiting_list.up,
    down: migration_20261128_120959_waiting_list.down,
    name: '20261128_120959_waiting_list',
  },
  {
    up: migration_20261128_122029_cancellation_online.up,
    down: migration_20261128_122029_cancellation_online.down,
    name: '20261128_122029_cancellation_online',
  },
  {
    up: migration_20261128_124642_seminar_benefits_included.up,
    down: migration_20261128_124642_seminar_benefits_included.down,
    name: '20261128_124642_seminar_benefits_included',
  },
  {
    up: migration_20261128_161909_locales_parent_index.up,
    down: migration_20261128_161909_locales_parent_index.down,
    name: '20261128_161909_locales_parent_index',
  },
  {
    up: migration_20261128_191326_seminar_rating_order.up,
    down: migration_20261128_191326_seminar_rating_order.down,
    name: '20261128_191326_seminar_rating_order'
  },
];
