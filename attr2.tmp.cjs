const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];const filt=process.argv[3];const code=fs.readFileSync(file,'utf8');const map=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8')));
const lines=code.split('\n');const by={};let last=null;
map.eachMapping(m=>{ if(last){ const src=(last.source||'?'); if(src.includes(filt)){ const key=src.replace(/.*node_modules\//,'')+(process.argv[4]?':'+(last.name||''):''); let len; if(m.generatedLine===last.generatedLine) len=m.generatedColumn-last.generatedColumn; else len=lines[last.generatedLine-1].length-last.generatedColumn; by[key]=(by[key]||0)+len;}} last=m;});
Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(8),'KB',k));
