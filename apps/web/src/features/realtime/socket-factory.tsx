'use client';

import { createContext, useContext } from 'react';
import type { CreateSocket } from './trip-live-client';

const browserSocket: CreateSocket = (url) => new WebSocket(url);

const SocketFactoryContext = createContext<CreateSocket>(browserSocket);

/**
 * How live sections open their socket: the browser's WebSocket, unless a provider says otherwise
 * (component tests point it at a test server's port).
 */
export const SocketFactoryProvider = SocketFactoryContext.Provider;

export function useSocketFactory(): CreateSocket {
  return useContext(SocketFactoryContext);
}
