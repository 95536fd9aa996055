import { NextResponse } from "next/server";
import { listModels } from "@/lib/agent/models";
import { withUser } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withUser(async () => NextResponse.json({ ok: true, items: listModels() }));
