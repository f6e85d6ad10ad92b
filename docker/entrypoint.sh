#!/bin/sh
# Entrypoint of the CineSync image: runs its command as PUID:PGID, as the linuxserver.io images do.
#
# Started as root (the default), it gives the image's user `cinesync` the uid PUID and the gid PGID
# (1000:1000 unless set), makes the data folder theirs and drops to them with setpriv, so that what
# the server creates (database, links, logs) belongs to the person who owns the media on the host.
# Started as another user already (`docker run --user`), there is nothing it may change: it runs
# the command as that user.
set -eu

user=cinesync
puid=${PUID:-1000}
pgid=${PGID:-1000}
data=${CINESYNC_DATA_DIR:-/config}
# The folder whose etc/passwd and etc/group are edited: the image's own root. The tests point it at
# a scratch copy, so that this logic runs without touching the users of the machine running them.
userdb=${CINESYNC_USERDB_ROOT:-}

fail() {
  echo "cinesync-entrypoint: $*" >&2
  exit 64
}

if [ "$(id -u)" != 0 ]; then
  # Started with --user: nothing here may change owners, so the data folder must already be
  # writable by that user. Said now, with the fix, rather than as a database error later.
  uid=$(id -u)
  gid=$(id -g)
  if ! mkdir -p "$data" 2>/dev/null || [ ! -w "$data" ] || [ ! -x "$data" ]; then
    fail "the data folder $data is not writable by user $uid (group $gid). On the host, give it to that user (sudo chown -R $uid:$gid <the folder mounted at $data>), or start the container without --user and set PUID=$uid and PGID=$gid instead."
  fi
  exec "$@"
fi

case $puid in '' | *[!0-9]*) fail "PUID must be a number, not \"$puid\"" ;; esac
case $pgid in '' | *[!0-9]*) fail "PGID must be a number, not \"$pgid\"" ;; esac
if [ -n "${UMASK:-}" ]; then
  case $UMASK in [0-7][0-7][0-7] | [0-7][0-7][0-7][0-7]) umask "$UMASK" ;; *) fail "UMASK must be octal like 022, not \"$UMASK\"" ;; esac
fi

# Field $2 of the line of $1 in etc/$3 of the user database.
field() {
  awk -F: -v name="$1" -v n="$2" '$1 == name { print $n }' "$userdb/etc/$3"
}

# --non-unique: PUID/PGID may already have a name in the image (PGID=100 is `users`).
if [ "$(field "$user" 3 group)" != "$pgid" ]; then
  groupmod ${userdb:+--prefix "$userdb"} --non-unique --gid "$pgid" "$user"
fi
if [ "$(field "$user" 3 passwd)" != "$puid" ]; then
  usermod ${userdb:+--prefix "$userdb"} --non-unique --uid "$puid" "$user"
fi

# Only what belongs to someone else is changed, so a restart with the same ids writes nothing.
mkdir -p "$data"
find "$data" \( ! -user "$puid" -o ! -group "$pgid" \) -exec chown -h "$puid:$pgid" {} +

# HOME was root's; the data folder is the one place the server writes.
export HOME="$data"
exec setpriv --reuid="$puid" --regid="$pgid" --clear-groups --no-new-privs -- "$@"
