import * as migration_20261122_021934_initial from './20261122_021934_initial';

export const migrations = [
  {
    up: migration_20261122_021934_initial.up,
    down: migration_20261122_021934_initial.down,
    name: '20261122_021934_initial'
  },
];
