/**
 * The Postgres event store: one append-only table and one append function.
 *
 * Global order is (transaction_id, global_position). A reader only reads rows whose writing
 * transaction is older than the oldest transaction still running (pg_snapshot_xmin), so a
 * transaction that commits late can never slip in behind a position a subscriber has passed.
 */
export const EVENT_STORE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT es_events_stream_revision_key UNIQUE (stream_id, stream_revision),
  CONSTRAINT es_events_event_id_key UNIQUE (event_id)
);

CREATE INDEX IF NOT EXISTS es_events_global_order ON es_events (transaction_id, global_position);

-- p_expected: n >= 0 a revision, -1 any, -2 no stream, -3 stream exists.
CREATE OR REPLACE FUNCTION es_append(
  p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (next_revision bigint, last_transaction bigint, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
  v_first_stream text;
  v_first_revision bigint;
  v_matching bigint;
BEGIN
  -- An append whose first event is already stored is a retry: answer what was stored.
  SELECT e.stream_id, e.stream_revision INTO v_first_stream, v_first_revision
    FROM es_events e WHERE e.event_id = p_ids[1];
  IF FOUND THEN
    SELECT count(*) INTO v_matching
      FROM unnest(p_ids) WITH ORDINALITY AS i(id, n)
      JOIN es_events e ON e.event_id = i.id
     WHERE e.stream_id = p_stream AND e.stream_revision = v_first_revision + i.n - 1;
    IF v_first_stream <> p_stream OR v_matching <> cardinality(p_ids) THEN
      RAISE EXCEPTION 'es_idempotency_violation';
    END IF;
    RETURN QUERY
      SELECT e.stream_revision, e.transaction_id, e.global_position FROM es_events e
       WHERE e.stream_id = p_stream AND e.stream_revision = v_first_revision + cardinality(p_ids) - 1;
    RETURN;
  END IF;

  SELECT max(e.stream_revision) INTO v_current FROM es_events e WHERE e.stream_id = p_stream;
  v_current := coalesce(v_current, -1);
  IF (p_expected >= 0 AND v_current <> p_expected)
     OR (p_expected = -2 AND v_current <> -1)
     OR (p_expected = -3 AND v_current = -1) THEN
    RAISE EXCEPTION 'es_wrong_expected_revision' USING DETAIL = v_current::text;
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO es_events (stream_id, stream_revision, event_id, type, data, metadata)
      SELECT p_stream, v_current + i.n, i.id, i.type, i.data, i.metadata
        FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS i(id, type, data, metadata, n)
       ORDER BY i.n
      RETURNING stream_revision, transaction_id, global_position
    )
    SELECT max(stream_revision), max(transaction_id), max(global_position) FROM inserted;

  PERFORM pg_notify('es_events', '');
END
$$;
`;
