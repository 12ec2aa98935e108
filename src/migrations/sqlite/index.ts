import * as migration_20261122_021934_initial from './20261122_021934_initial';
import * as migration_20261122_024629_customers from './20261122_024629_customers';

export const migrations = [
  {
    up: migration_20261122_021934_initial.up,
    down: migration_20261122_021934_initial.down,
    name: '20261122_021934_initial',
  },
  {
    up: migration_20261122_024629_customers.up,
    down: migration_20261122_024629_customers.down,
    name: '20261122_024629_customers'
  },
];
