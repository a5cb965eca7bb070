import { PGlite } from "@electric-sql/pglite";
const before = process.memoryUsage().rss;
const opts = process.argv[2] ? JSON.parse(process.argv[2]) : {};
const db = await PGlite.create(process.argv[3] ?? "memory://", opts);
await db.query("select 1");
const r = await db.query("select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','wal_buffers','maintenance_work_mem','temp_buffers')");
console.log(JSON.stringify(opts), Math.round(process.memoryUsage().rss/1048576), "MB", r.rows.map(x=>x.name+"="+x.setting+(x.unit??"")).join(" "));
