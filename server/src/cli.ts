#!/usr/bin/env node
// Each command loads only what it needs: `parse` must not pay for the server, the database and the
// HTTP stack (it is piped thousands of names by other tools), so modules are imported per command.

const USAGE = `Usage: cinesync [command]

Commands:
  serve                 run the server (default)
  scan [--json] [--dry-run]
  process PATH [options]
  parse [--json]
  reorganise --preview [--json] [PATH] | --apply PREVIEW_ID | --undo OPERATION_ID
                        re-lay the library's links out after naming or layout settings changed
  config list|get|set    read or change the data folder's .env
  db migrate --to URL   copy the SQLite database into an empty PostgreSQL database
  help                  this text
`;

async function serve(): Promise<void> {
  const { startServer } = await import('./main.js');
  const server = await startServer();
  const { log } = server.ctx;
  log.info({ url: server.url, dataDir: server.ctx.config.dataDir }, 'CineSync is ready');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const stdout = (text: string) => void process.stdout.write(text);

async function main(argv: string[]): Promise<number> {
  const [command = 'serve'] = argv;
  switch (command) {
    case 'serve':
      await serve();
      return -1;
    case 'config': {
      const { configCommand } = await import('./config-command.js');
      return configCommand(argv.slice(1), process.env, (t) => process.stdout.write(t));
    }
    case 'db':
      return (await import('./db-command.js')).dbCommand(argv.slice(1), process.env, stdout, (t) =>
        process.stderr.write(t),
      );
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      return 0;
    case 'scan':
      return (await import('./cli-organiser.js')).scanCommand(argv.slice(1), stdout);
    case 'process':
      return (await import('./cli-organiser.js')).processCommand(argv.slice(1), stdout);
    case 'reorganise':
      return (await import('./cli-reorganise.js')).reorganiseCommand(argv.slice(1), stdout);
    case 'parse':
      return (await import('./cli-parse.js')).parseCommand(argv.slice(1), process.stdin, stdout);
    default:
      process.stderr.write(`cinesync: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`cinesync: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
