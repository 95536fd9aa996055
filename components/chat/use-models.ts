"use client";

import { useCallback, useEffect, useState } from "react";
import { chatApi } from "./chat-api";
import type { ModelOption } from "./types";

const STORAGE_KEY = "cms.chat.model";

/** One request per page load, shared by the docked panel and the chat page. */
let loading: Promise<ModelOption[]> | undefined;
function loadModels() {
  loading ??= chatApi.models().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The configured models and the one chosen (remembered in this browser); "" means the server's default. */
export function useModels() {
  const [models, setModels] = useState<ModelOption[]>([]);
  const [modelId, setModelIdState] = useState("");

  useEffect(() => {
    let current = true;
    loadModels()
      .then((items) => {
        if (!current) return;
        const saved = localStorage.getItem(STORAGE_KEY);
        setModels(items);
        setModelIdState(items.some((model) => model.id === saved) ? saved! : (items[0]?.id ?? ""));
      })
      // Without the list the picker stays hidden and the server uses its default model.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const setModelId = useCallback((id: string) => {
    localStorage.setItem(STORAGE_KEY, id);
    setModelIdState(id);
  }, []);

  return { models, modelId, setModelId };
}
