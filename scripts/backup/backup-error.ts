/** A refusal or failure whose message is the one line the backup and restore scripts print. */
export class BackupError extends Error {}
