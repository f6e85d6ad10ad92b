/**
 * A person stopped the work a file was waiting on (closed the processing dialog while it asked a
 * question). Not a failure of the file: whatever its record said before stays as it was.
 */
export class StoppedByPerson extends Error {
  constructor() {
    super('Processing was stopped');
  }
}
