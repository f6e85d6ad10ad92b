import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, writeToken } from '../../api/token-storage';
import { headersOf, json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { useProcessingSession } from './use-processing-session';

/** A session stream that has said who it is and then waits, as a run waiting for a person does. */
function waitingStream() {
  const line = `${JSON.stringify({ structuredData: { type: 'session', timestamp: 1, data: { sessionId: 's-42' } } })}\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(line));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
}

function Probe() {
  const session = useProcessingSession();
  return (
    <>
      <button type="button" onClick={() => void session.start({ sourcePath: '/src/a.mkv', disableMonitor: true })}>
        Start
      </button>
      <output data-testid="session">{session.state.sessionId ?? ''}</output>
    </>
  );
}

describe('leaving the page during a processing run', () => {
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('stops the session with a keep-alive request that carries the token', async () => {
    writeToken('signed-token');
    const fetch = mockFetch({
      'POST /api/python-bridge': waitingStream,
      'POST /api/python-bridge/terminate': json({ status: 'success' }),
    });
    renderApp(<Probe />, { fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('s-42'));

    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
    });
    const call = fetch.mock.calls.find(([input]) => String(input) === '/api/python-bridge/terminate');
    expect(call).toBeDefined();
    const init = call?.[1];
    expect(init?.keepalive).toBe(true);
    expect(headersOf(call ?? []).get('Authorization')).toBe('Bearer signed-token');
    expect(JSON.parse(String(init?.body))).toEqual({ sessionId: 's-42' });
  });

  it('sends nothing when no run is under way', () => {
    const fetch = mockFetch({});
    renderApp(<Probe />, { fetch });
    window.dispatchEvent(new Event('beforeunload'));
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain('/api/python-bridge/terminate');
  });
});
